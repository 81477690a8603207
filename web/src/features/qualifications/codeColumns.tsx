import { RowDeleteButton, type DataTableColumn } from '../../components/ui/DataTable';
import type { CsvColumn } from '../../lib/csv';
import type { CodeCategory } from './categories';
import { codeLabel } from './codeLabel';
import type { CatalogueCode } from './operations';

const capitalise = (text: string | null) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : '');

function expirationTypeLabel(type: string | null): string {
  return type === 'manual' ? 'Manual' : type === 'none' ? 'None' : '';
}

/** A row's name: the title, with level and state for licenses (several licenses share a title). */
export function codeRowLabel(category: CodeCategory, code: CatalogueCode): string {
  return category.hasStateAndLevel ? codeLabel(code) : (code.title ?? '');
}

interface Field {
  id: keyof CatalogueCode;
  label: string;
  value: (code: CatalogueCode) => string | number | null;
  sortable: boolean;
  align?: 'right';
}

/** The fields a category shows (spec 2 section 3), in table and CSV order. */
function fieldsOf(category: CodeCategory): Field[] {
  const fields: Field[] = [{ id: 'title', label: 'Title', value: (c) => c.title, sortable: true }];
  if (category.hasStateAndLevel) {
    fields.push({ id: 'state', label: 'State', value: (c) => c.state, sortable: true });
    fields.push({ id: 'level', label: 'Level', value: (c) => capitalise(c.level), sortable: true });
  }
  if (category.hasLookupCode) fields.push({ id: 'lookupCode', label: 'Lookup Code', value: (c) => c.lookupCode, sortable: true });
  fields.push({ id: 'points', label: 'Points', value: (c) => c.points, sortable: true, align: 'right' });
  if (category.hasExpirationType) fields.push({ id: 'expirationType', label: 'Expiration Type', value: (c) => expirationTypeLabel(c.expirationType), sortable: true });
  fields.push({ id: 'description', label: 'Description', value: (c) => c.description, sortable: false });
  return fields;
}

/** The table's columns; with onDelete, a last column of delete crosses. */
export function codeColumns(category: CodeCategory, onDelete: ((code: CatalogueCode) => void) | null): DataTableColumn<CatalogueCode>[] {
  const columns: DataTableColumn<CatalogueCode>[] = fieldsOf(category).map((f) => ({
    id: f.id,
    label: f.label,
    sortable: f.sortable,
    align: f.align,
    render: (code) => f.value(code) ?? '',
    // The card's title already names the code on small screens.
    showOnCard: f.id !== 'title',
  }));
  if (onDelete) {
    columns.push({
      id: 'delete',
      label: 'Delete',
      align: 'center',
      render: (code) => <RowDeleteButton label={`Delete ${codeRowLabel(category, code)}`} onDelete={() => onDelete(code)} />,
    });
  }
  return columns;
}

export function codeCsvColumns(category: CodeCategory): CsvColumn<CatalogueCode>[] {
  return fieldsOf(category).map((f) => ({ header: f.label, value: f.value }));
}
