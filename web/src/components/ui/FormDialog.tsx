import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { DialogContent } from './DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Fragment, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fieldOf } from '../../lib/api/errors';
import { ConfirmDialog } from './ConfirmDialog';
import { FormFieldsContext, type FormFields } from './inputs/formFields';

export interface FormDialogProps {
  title: string;
  canSave: boolean;
  /**
   * Resolves when saved; a thrown message stays in the dialog so nothing typed is lost. A
   * server refusal that names a field (`extensions.field`, also found in the thrown error's
   * `cause`) shows beside the field of that `name`.
   */
  onSave: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
  extraActions?: ReactNode;
  /** The submit button's text (default Save). */
  saveLabel?: string;
  /** Width on larger screens (default sm); md for a dialog with a table. */
  maxWidth?: 'sm' | 'md' | 'lg';
  /** Other work of the dialog is running (a file being read, a delete): Cancel, Save and closing wait for it. */
  busy?: boolean;
  /** What Cancel does (default onClose): an edit of a shown record goes back to showing it. */
  onCancel?: () => void;
  /**
   * The dialog shows a record instead of editing it: these actions (Edit, Delete, Close...)
   * replace Cancel and Save, and Enter submits nothing.
   */
  viewActions?: ReactNode;
}

/**
 * The frame of a form dialog: Cancel and Save, Save disabled until the form is valid and while
 * saving, and a failed save's message kept in the dialog so nothing typed is lost. `extraActions`
 * go on the left (Delete). Enter submits; Escape and Cancel close it unless a save (or other
 * `busy` work) is running; on a phone it fills the screen. A dialog that first shows a record
 * and edits it on request passes `viewActions` while it shows it. Every form dialog of the app
 * uses it.
 *
 * Once something is typed or changed in the form, leaving it unsaved (Cancel, Escape, a click
 * outside, closing the browser's tab) asks first: a stray tap beside a phone's form does not
 * throw away what was typed (decision 0127).
 */
export function FormDialog({ title, canSave, onSave, onClose, children, extraActions, saveLabel = 'Save', maxWidth = 'sm', busy = false, onCancel, viewActions }: FormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldProblem, setFieldProblem] = useState<{ field: string; message: string } | null>(null);
  const fields = useFieldsShown();
  const fieldsContext = useMemo<FormFields>(
    () => ({
      problemOf: (name) => (fieldProblem?.field === name ? fieldProblem.message : undefined),
      changed: (name) => setFieldProblem((p) => (p?.field === name ? null : p)),
      register: fields.register,
    }),
    [fieldProblem, fields.register],
  );
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a short screen the notice under a long form would sit below the fold.
    if (problem) notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);
  const waiting = saving || busy;
  // Set by any input or change in the form (typing, a checkbox, a date), cleared by a save.
  const [edited, setEdited] = useState(false);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const unsaved = edited && !viewActions;
  const leave = (action: () => void) => (unsaved ? setLeaving(() => action) : action());
  useLeavingThePageAsks(unsaved);

  // A change makes the last save's notice stale: it was about what the form held then.
  const changed = () => {
    setEdited(true);
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (viewActions || !canSave || waiting) return;
    setSaving(true);
    setProblem(null);
    setFieldProblem(null);
    try {
      await onSave();
      setEdited(false);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field = fieldOf(error);
      if (field && fields.shown(field)) setFieldProblem({ field, message });
      else setProblem(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={waiting ? undefined : () => leave(onClose)} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => void submit(e)}
          onInput={changed}
          onChange={changed}
          noValidate
        >
          <FormFieldsContext value={fieldsContext}>{children}</FormFieldsContext>
          {problem && (
            <Alert ref={notice} severity="error">
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {/* Keyed apart: otherwise React turns the clicked Edit's element into the submit button,
            and the browser, finishing that click after the re-render, submits the form. */}
        {viewActions ? (
          <Fragment key="view">{viewActions}</Fragment>
        ) : (
          <Fragment key="edit">
            {extraActions && <span style={{ marginRight: 'auto' }}>{extraActions}</span>}
            <Button onClick={() => leave(onCancel ?? onClose)} disabled={waiting}>
              Cancel
            </Button>
            <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={!canSave || waiting} loading={saving}>
              {saveLabel}
            </Button>
          </Fragment>
        )}
      </DialogActions>
      <ConfirmDialog
        open={leaving !== null}
        title="Unsaved changes"
        message="Discard what you changed in this form?"
        onNo={() => setLeaving(null)}
        onYes={() => {
          const action = leaving;
          setLeaving(null);
          setEdited(false);
          action?.();
        }}
      />
    </Dialog>
  );
}

/** The names of the fields the form shows now (FormTextField registers its `name`). */
function useFieldsShown() {
  const names = useRef(new Map<string, number>());
  return useMemo(
    () => ({
      shown: (name: string) => (names.current.get(name) ?? 0) > 0,
      register: (name: string) => {
        names.current.set(name, (names.current.get(name) ?? 0) + 1);
        return () => {
          names.current.set(name, (names.current.get(name) ?? 1) - 1);
        };
      },
    }),
    [],
  );
}

/** While `asking`, closing or reloading the browser's tab asks first (the browser's own question). */
function useLeavingThePageAsks(asking: boolean) {
  useEffect(() => {
    if (!asking) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [asking]);
}
