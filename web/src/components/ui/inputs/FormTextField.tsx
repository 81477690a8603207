import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useCallback, useEffect, useRef, useState, type Ref, type SyntheticEvent } from 'react';
import { isBlankValue, REQUIRED_TEXT, useFormFields } from './formFields';

/**
 * MUI's TextField as every form uses it (decision 0153): a required field that was touched
 * (left, or a select's menu closed) and is empty says "Required" in red; a required select is red
 * while it is empty at all (spec 1 section 5). Inside a FormDialog, a field with a `name` shows
 * the server's message about it beside it (scrolled into view) until it changes.
 */
export function FormTextField({ ref, name, required, value, select, error, helperText, onBlur, onChange, slotProps, ...rest }: TextFieldProps & { ref?: Ref<HTMLDivElement> }) {
  const form = useFormFields();
  const [touched, setTouched] = useState(false);
  const root = useRef<HTMLDivElement | null>(null);
  // The caller's ref too (react-hook-form's register passes one).
  const setRoot = useCallback(
    (element: HTMLDivElement | null) => {
      root.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const serverProblem = name ? form.problemOf(name) : undefined;
  useEffect(() => (name ? form.register(name) : undefined), [form, name]);
  useEffect(() => {
    if (serverProblem) root.current?.scrollIntoView?.({ block: 'nearest' });
  }, [serverProblem]);

  const blank = Boolean(required) && isBlankValue(value, Boolean(select));
  const missing = blank && touched;
  const touch = () => setTouched(true);
  const selectSlot = slotProps?.select;
  return (
    <TextField
      {...rest}
      ref={setRoot}
      name={name}
      required={required}
      value={value}
      select={select}
      error={Boolean(serverProblem) || missing || (blank && Boolean(select)) || Boolean(error)}
      helperText={serverProblem ?? (missing ? REQUIRED_TEXT : helperText)}
      onBlur={(event) => {
        touch();
        onBlur?.(event);
      }}
      onChange={(event) => {
        if (name) form.changed(name);
        onChange?.(event);
      }}
      slotProps={
        select && typeof selectSlot !== 'function'
          ? {
              ...slotProps,
              // Opening a select's menu and closing it without a choice is touching it.
              select: {
                ...selectSlot,
                onClose: (event: SyntheticEvent) => {
                  touch();
                  selectSlot?.onClose?.(event);
                },
              },
            }
          : slotProps
      }
    />
  );
}
