/** The partner lists' filters and what they ask the API for (paging, sorting and filtering in SQL). */
import { GROUPS } from '@portal/common';
import type { FilterFieldConfig } from '../../components/ui/FilterDialog';

export interface PartnerFilters extends Record<string, string> {
  name: string;
  group: string;
  employeeNumber: string;
}

export const NO_PARTNER_FILTERS: PartnerFilters = { name: '', group: '', employeeNumber: '' };

export const PARTNER_FILTER_FIELDS: readonly FilterFieldConfig[] = [
  { name: 'name', label: 'Name contains' },
  { name: 'group', label: 'Group', options: [{ value: '', label: 'All groups' }, ...GROUPS.map((g) => ({ value: g, label: g }))] },
  { name: 'employeeNumber', label: 'Partner ID starts with' },
];

/** Active employees (of one manager when managerNumber is given) matching the filters. */
export function partnerWhere(filters: PartnerFilters, managerNumber: string | null): Record<string, unknown> {
  const and: Record<string, unknown>[] = [{ employmentStatus: { equals: 'active' } }];
  if (managerNumber) and.push({ supervisor: { is: { employeeNumber: { equals: managerNumber } } } });
  for (const word of filters.name.trim().split(/\s+/).filter(Boolean).slice(0, 4)) {
    and.push({ OR: [{ firstName: { contains: word, mode: 'insensitive' } }, { lastName: { contains: word, mode: 'insensitive' } }] });
  }
  if (filters.group) and.push({ group: { equals: filters.group } });
  if (filters.employeeNumber.trim()) and.push({ employeeNumber: { startsWith: filters.employeeNumber.trim() } });
  return { AND: and };
}
