/**
 * An audit row's before and after, turned into the field changes a viewer may see: only fields
 * the viewer may read on the record itself (the same grants that mask the record's row when it
 * is read; hidden columns such as the password hash never), whatever the row stored. Older rows
 * and hand-written audit calls may hold more than the generic writer keeps (raw rows in
 * snake_case, secrets), so the mask is applied here, at read time, to every row (decisions 0086,
 * 0130).
 */
import { CODE_FIELD_LABELS, EMPLOYEE_FIELD_LABELS, PROJECT_FIELD_LABELS, REVIEW_FIELD_LABELS, type Role } from '@portal/common';
import type { ModelDef } from '../../graphql/crud/model';
import { scalarFields } from '../../graphql/crud/model';
import { grantHasField, grantsOf, readsEveryRow, rowShowsField } from '../../graphql/crud/access';
import { label } from '../../graphql/crud/labels';

export interface FieldChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** The forms' own labels ("tshirtSize": "T-Shirt Size"), for every record with a History panel. */
const FORM_LABELS: Record<string, Record<string, string>> = { Project: PROJECT_FIELD_LABELS, User: EMPLOYEE_FIELD_LABELS, Codes: CODE_FIELD_LABELS, Review: REVIEW_FIELD_LABELS };

/**
 * Words an audit row carries for a reference the record holds only as an id (a review's
 * "employee": "Dana Rivera (100002)", its "template": the template's title), listed in the id's
 * place and shown to whoever may read that id field.
 */
const DESCRIBED: Record<string, Record<string, string>> = { Review: { userId: 'employee', templateVersionId: 'template' } };

/** A field without a form label, in the forms' Title Case ("jobTitle": "Job Title"). */
const titleCase = (field: string) => label(field).replace(/(^|\s)([a-z])/g, (_m, space: string, c: string) => space + c.toUpperCase());

/** Bookkeeping columns every write touches: listing them would bury the real change. */
const NOISE = new Set(['createdAt', 'updatedAt']);

/**
 * The scalar fields a role reads on one record. A live record: those its grants show on that row,
 * from the grant flags the reader computed for it (Reader.recordAccess), as findUnique masks it.
 * A deleted record has no row to ask a grant's condition of: those of the grants that cover
 * every row, and none for a role without one (decision 0130).
 */
export function fieldsShown(model: ModelDef, role: Role, live: Record<string, unknown> | null): Set<string> {
  const shown = new Set<string>();
  if (!live && !readsEveryRow(model, role)) return shown;
  const everyRow = grantsOf(model, role).filter((g) => g.rows === 'all');
  for (const field of scalarFields(model).keys()) {
    if (live ? rowShowsField(model, role, live, field) : everyRow.some((g) => grantHasField(g, field))) shown.add(field);
  }
  return shown;
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
 * had. Fields not in `readable` (fieldsShown) are left out.
 */
export function visibleChanges(model: ModelDef, readable: ReadonlySet<string>, before: unknown, after: unknown): FieldChange[] {
  const fields = new Set(scalarFields(model).keys());
  const b = asRecord(before, fields);
  const a = asRecord(after, fields);
  const described = DESCRIBED[model.name] ?? {};
  const changes: FieldChange[] = [];
  for (const column of fields) {
    if (!readable.has(column) || NOISE.has(column)) continue;
    // The words for the id when the row has them (a review's creation), else the id itself.
    const words = described[column];
    const field = words && (words in a || words in b) ? words : column;
    const was = display(b[field]);
    const now = display(a[field]);
    if (was === now) continue;
    changes.push({ field, label: FORM_LABELS[model.name]?.[field] ?? titleCase(field), before: was, after: now });
  }
  return changes;
}
