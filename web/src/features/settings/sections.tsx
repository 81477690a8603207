import type { Capability, Role } from '@portal/common';
import { can } from '@portal/common';
import type { ComponentType } from 'react';
import { CalendarEventsSection } from './calendarEvents/CalendarEventsSection';
import { EmployeeRelationsSection } from './employeeRelations/EmployeeRelationsSection';
import { PortalSettingsSection } from './portalSettings/PortalSettingsSection';
import { MassUpdatesSection } from '../qualifications';
import { ResourcesSection } from './resources/ResourcesSection';

export interface SettingsSection {
  /** Stable id: the tab's `?section=` value and the element ids. */
  id: string;
  title: string;
  /** Who sees the section: a capability of the permission map (never a list of roles). */
  capability: Capability;
  Component: ComponentType;
}

/**
 * The Settings page's sections, in the order they are shown. Add a section with one entry here;
 * the page shows it to the roles holding its capability (docs/decisions/0004: superAdmin sees
 * Calendar Events, webEditor sees every section).
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { id: 'calendar-events', title: 'Calendar Events', capability: 'calendarEvents.edit', Component: CalendarEventsSection },
  { id: 'resources', title: 'Resources', capability: 'documents.create', Component: ResourcesSection },
  { id: 'employee-relations', title: 'Employee Relations', capability: 'employeeRelations.view', Component: EmployeeRelationsSection },
  { id: 'portal-settings', title: 'Portal Settings', capability: 'portalSettings.edit', Component: PortalSettingsSection },
  { id: 'mass-updates', title: 'Mass Updates', capability: 'massUpdate.run', Component: MassUpdatesSection },
];

/** The sections a role sees, in registry order. */
export function visibleSections(role: Role, sections: readonly SettingsSection[] = SETTINGS_SECTIONS): SettingsSection[] {
  return sections.filter((section) => can(role, section.capability));
}
