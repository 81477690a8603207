import { useApolloClient } from '@apollo/client/react';
import { FormTextField } from '../../components/ui/inputs/FormTextField';
import { CODE_FIELD_LABELS, LICENSE_STATES, MESSAGES } from '@portal/common';
import { useState } from 'react';
import { FormDialog } from '../../components/ui/FormDialog';
import { RequiredSelect, SkillLevelSelect, UsStateSelect } from '../../components/ui/inputs';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { codeDialogTitle, type CodeCategory } from './categories';
import {
  canSaveCode,
  codeCreateData,
  codeFormOf,
  codeUpdateData,
  CODE_DESCRIPTION_MAX,
  CODE_TEXT_MAX,
  CODE_TITLE_MAX,
  emptyCodeForm,
  frozenExpirationNote,
  isDuplicateCode,
  pointsInput,
  POINTS_MAX_LENGTH,
  type CodeFormValues,
} from './codeForm';
import { CODES_WITH_TITLE, CREATE_CODE, UPDATE_CODE, type CatalogueCode } from './operations';

const EXPIRATION_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'manual', label: 'Manual' },
];

interface CodeFormDialogProps {
  category: CodeCategory;
  /** The code being edited; null creates one. */
  code: CatalogueCode | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or Edit {CATEGORY} Code: mount it when it opens, so each opening starts afresh. */
export function CodeFormDialog({ category, code, onClose, onSaved }: CodeFormDialogProps) {
  const client = useApolloClient();
  const toast = useToast();
  const [values, setValues] = useState<CodeFormValues>(() => (code ? codeFormOf(code) : emptyCodeForm()));
  const editing = !!code;
  const frozenNote = frozenExpirationNote(code);
  const set = <K extends keyof CodeFormValues>(key: K, value: CodeFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  // A thrown message stays in the dialog (FormDialog), so nothing typed is lost.
  const save = async () => {
    let duplicate: boolean;
    try {
      const { data: same } = await client.query({
        query: CODES_WITH_TITLE,
        variables: { entity: category.entity, title: values.title.trim() },
        fetchPolicy: 'network-only',
      });
      if (!same) throw new Error('The duplicate check returned no data');
      duplicate = isDuplicateCode(category, values, same.findManyCodes, code?.id ?? null);
      if (!duplicate) {
        if (code) await client.mutate({ mutation: UPDATE_CODE, variables: { id: code.id, data: codeUpdateData(category, values) } });
        else await client.mutate({ mutation: CREATE_CODE, variables: { data: codeCreateData(category, values) } });
      }
    } catch (error) {
      // The server's own words (a duplicate saved meanwhile, points out of range) or the generic text.
      throw new Error(userMessageOf(error, MESSAGES.genericError), { cause: error });
    }
    if (duplicate) throw new Error(MESSAGES.qualificationExists);
    toast.success(`${category.name} ${editing ? 'edited' : 'created'} successfully.`);
    onSaved();
  };

  return (
    <FormDialog title={codeDialogTitle(category, editing)} canSave={canSaveCode(values, false)} onSave={save} onClose={onClose}>
        <FormTextField
          label={CODE_FIELD_LABELS.title}
          required
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={values.title.trim() === ''}
          slotProps={{ htmlInput: { maxLength: CODE_TITLE_MAX } }}
          autoFocus
        />
        <FormTextField
          label={CODE_FIELD_LABELS.points}
          required
          value={values.points}
          onChange={(e) => set('points', pointsInput(e.target.value))}
          error={values.points === ''}
          helperText="A whole number, up to 3 digits."
          slotProps={{ htmlInput: { maxLength: POINTS_MAX_LENGTH, inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
        {category.hasExpirationType && (
          <RequiredSelect
            label={CODE_FIELD_LABELS.expirationType}
            value={values.expirationType}
            onChange={(v) => set('expirationType', v as CodeFormValues['expirationType'])}
            options={EXPIRATION_OPTIONS}
            disabled={editing}
            helperText={frozenNote ?? 'Manual: each holder gets an expiration date. Cannot be changed later.'}
          />
        )}
        {category.hasStateAndLevel && (
          <>
            {/* The license states (spec 2), a part of the one US list (decision 0155). */}
            <UsStateSelect name="state" label={CODE_FIELD_LABELS.state} only={LICENSE_STATES} value={values.state} onChange={(state) => set('state', state)} />
            <SkillLevelSelect label={CODE_FIELD_LABELS.level} value={values.level} onChange={(level) => set('level', level)} />
          </>
        )}
        {category.hasLookupCode && (
          <FormTextField
            label={CODE_FIELD_LABELS.lookupCode}
            value={values.lookupCode}
            onChange={(e) => set('lookupCode', e.target.value)}
            slotProps={{ htmlInput: { maxLength: CODE_TEXT_MAX } }}
          />
        )}
        <FormTextField
          label={CODE_FIELD_LABELS.description}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: CODE_DESCRIPTION_MAX } }}
        />
    </FormDialog>
  );
}
