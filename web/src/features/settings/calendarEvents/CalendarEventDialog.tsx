import Button from '@mui/material/Button';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { CountedTextField, DateTimeInput } from '../../../components/ui/inputs';
import { errorCodeOf, userMessageOf } from '../../../lib/api/errors';
import { useToast } from '../../../components/ui/toasts/useToast';
import { dateTimePartsOf, instantOfDateTimeParts, type DateTimeParts } from '../../../lib/dates';
import { FormDialog } from '../../../components/ui/FormDialog';
import { SETTINGS_MESSAGES } from '../messages';
import { CREATE_CALENDAR_EVENT, DELETE_CALENDAR_EVENT, UPDATE_CALENDAR_EVENT, type CalendarEventRow } from './operations';

/** The title's column length (server/src/db/schema/portal.ts); the server refuses longer ones. */
const EVENT_TITLE_MAX = 200;

interface CalendarEventDialogProps {
  /** The event being edited, or null to add one. */
  event: CalendarEventRow | null;
  onClose: () => void;
  /** After a successful save or delete: the list reloads. */
  onChanged: () => void;
}

/** Whether the form may be saved: the spec wants a title and a date (and nothing running). */
export function canSaveEvent(title: string, when: DateTimeParts, saving: boolean): boolean {
  return !saving && title.trim() !== '' && instantOfDateTimeParts(when) !== null;
}

/**
 * Add or edit a calendar event: title and date-time. Editing offers Delete, which asks YES or
 * NO; NO returns to this form as it was.
 */
export function CalendarEventDialog({ event, onClose, onChanged }: CalendarEventDialogProps) {
  const toast = useToast();
  const [title, setTitle] = useState(event?.title ?? '');
  const [when, setWhen] = useState<DateTimeParts>(() => dateTimePartsOf(event?.date));
  const [confirming, setConfirming] = useState(false);
  const [create, creating] = useMutation(CREATE_CALENDAR_EVENT);
  const [update, updating] = useMutation(UPDATE_CALENDAR_EVENT);
  const [remove, removing] = useMutation(DELETE_CALENDAR_EVENT);
  const saving = creating.loading || updating.loading || removing.loading;

  const save = async () => {
    const date = instantOfDateTimeParts(when);
    if (!date) return;
    const cleanTitle = title.trim();
    try {
      if (event) await update({ variables: { id: event.id, data: { title: { set: cleanTitle }, date: { set: date } } } });
      else await create({ variables: { data: { title: cleanTitle, date } } });
    } catch (error) {
      // A refusal of the input (a title too long) says what to change; anything else is the catalogue's text.
      const failed = event ? SETTINGS_MESSAGES.eventUpdateFailed : SETTINGS_MESSAGES.eventCreateFailed;
      toast.error(errorCodeOf(error) === 'BAD_USER_INPUT' ? userMessageOf(error, failed) : failed);
      return;
    }
    toast.success(event ? SETTINGS_MESSAGES.eventEdited : SETTINGS_MESSAGES.eventCreated);
    onChanged();
  };

  const confirmDelete = async () => {
    if (!event) return;
    try {
      await remove({ variables: { id: event.id } });
    } catch {
      toast.error(SETTINGS_MESSAGES.eventDeleteFailed);
      setConfirming(false);
      return;
    }
    toast.success(SETTINGS_MESSAGES.eventDeleted);
    onChanged();
  };

  return (
    <>
      <FormDialog
        title={event ? 'Edit Calendar Event' : 'Add Calendar Event'}
        onClose={onClose}
        onSave={save}
        canSave={canSaveEvent(title, when, saving)}
        extraActions={
          event && (
            <Button color="error" onClick={() => setConfirming(true)} disabled={saving}>
              Delete
            </Button>
          )
        }
      >
        <CountedTextField label="Event" value={title} onChange={setTitle} max={EVENT_TITLE_MAX} autoFocus fullWidth />
        <DateTimeInput value={when} onChange={setWhen} disabled={saving} />
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title="Delete calendar event"
        message={`Are you sure you want to delete the event "${event?.title ?? ''}"?`}
        onYes={() => void confirmDelete()}
        onNo={() => setConfirming(false)}
        busy={removing.loading}
      />
    </>
  );
}
