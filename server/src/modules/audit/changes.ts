/**
 * An audit row's before and after, turned into the field changes a viewer may see: only fields
 * the viewer's role may read on the record itself (the model's read grants; hidden columns such
 * as the password hash never), whatever the row stored. Older rows and hand-written audit calls
 * may hold more than the generic writer keeps (raw rows in snake_case, secrets), so the mask is
 * applied here, at read time, to every row (decision 0086).
 */
import { PROJECT_FIELD_LABELS, type Role } from '@portal/common';
import type { ModelDef } from '../../graphql/crud/model';
import { scalarFields } from '../../graphql/crud/model';
import { label } from '../../graphql/crud/labels';

export interface FieldChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** The forms' own labels where the field name is not one ("project_num": "Project Number"). */
const FORM_LABELS: Record<string, Record<string, string>> = { Project: PROJECT_FIELD_LABELS };

/** Bookkeeping columns every write touches: listing them would bury the real change. */
const NOISE = new Set(['createdAt', 'updatedAt']);

/** The scalar fields this role may read on some row of the model. */
export function readableFields(model: ModelDef, role: Role): Set<string> {
  const exposed = scalarFields(model);
  const readable = new Set<string>();
  for (const grant of model.policy.read[role] ?? []) {
    for (const name of grant.fields === 'all' ? exposed.keys() : grant.fields) if (exposed.has(name)) readable.add(name);
  }
  return readable;
}

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** The stored row by field name: raw SQL rows spell columns in snake_case, the models mostly not. */
function asRecord(value: unknown, fields: ReadonlySet<string>): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [fields.has(k) ? k : camel(k), v]));
}

function display(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * What changed between before and after, field by field, in the model's field order: an update
 * lists the fields whose value differs, a create the values set, a delete the values the record
 * had. Fields the role may not read are left out.
 */
export function visibleChanges(model: ModelDef, role: Role, before: unknown, after: unknown): FieldChange[] {
  const readable = readableFields(model, role);
  const fields = new Set(scalarFields(model).keys());
  const b = asRecord(before, fields);
  const a = asRecord(after, fields);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (!readable.has(field) || NOISE.has(field)) continue;
    const was = display(b[field]);
    const now = display(a[field]);
    if (was === now) continue;
    changes.push({ field, label: FORM_LABELS[model.name]?.[field] ?? label(field), before: was, after: now });
  }
  return changes;
}
