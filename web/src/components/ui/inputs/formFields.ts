import { createContext, useContext } from 'react';

/**
 * What a form dialog tells its fields (FormDialog provides it, FormTextField reads it): the
 * server's message about one field, shown beside that field until the field changes (issue 44
 * item 4). A field says it is there by its `name`, so a message about a field the form does not
 * show stays in the dialog's own notice instead.
 */
export interface FormFields {
  problemOf: (name: string) => string | undefined;
  /** The field changed: its server message is stale. */
  changed: (name: string) => void;
  /** The field is shown; returns the clean-up for when it goes. */
  register: (name: string) => () => void;
}

const NONE: FormFields = { problemOf: () => undefined, changed: () => {}, register: () => () => {} };

export const FormFieldsContext = createContext<FormFields>(NONE);

export const useFormFields = () => useContext(FormFieldsContext);

/** A field's helper text while it is required, touched and empty (decision 0153). */
export const REQUIRED_TEXT = 'Required';

/** The spec: a required select is empty when its value is '', 0 or '0'. */
function isEmptySelectValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === 0 || value === '0';
}

/** Whether a required field has nothing in it; an uncontrolled field (no value) is not judged. */
export function isBlankValue(value: unknown, select: boolean): boolean {
  if (select) return isEmptySelectValue(value);
  if (value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
