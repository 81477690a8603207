import { useApolloClient } from '@apollo/client/react';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import { MESSAGES } from '@portal/common';
import { useRef, useState, type ChangeEvent } from 'react';
import { useToast } from '../../components/ui/toasts/useToast';
import { uploadFailureMessage, uploadFile } from '../../lib/files/uploadFile';
import { SAVE_PROFILE_IMAGE } from './editOperations';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** Upload Profile Image (webEditors): uploads the picture, then saves its path on the employee. */
export function ProfileImageButton({ employeeId, onSaved }: { employeeId: number; onSaved: () => void }) {
  const client = useApolloClient();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    let uploaded;
    try {
      uploaded = await uploadFile(file, { image: true });
    } catch (error) {
      toast.error(uploadFailureMessage(error));
      setBusy(false);
      return;
    }
    try {
      await client.mutate({ mutation: SAVE_PROFILE_IMAGE, variables: { id: employeeId, path: uploaded.filepath } });
      toast.success('Profile Image Saved Successfully');
      onSaved();
    } catch {
      toast.error(MESSAGES.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input ref={input} type="file" accept={IMAGE_TYPES} hidden onChange={(e) => void chosen(e)} aria-label="Profile image file" />
      <Button size="small" startIcon={<PhotoCamera />} onClick={() => input.current?.click()} disabled={busy} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {busy ? 'Saving image...' : 'Upload Profile Image'}
      </Button>
    </>
  );
}
