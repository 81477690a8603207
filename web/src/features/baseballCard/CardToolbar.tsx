import { useApolloClient } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Person from '@mui/icons-material/Person';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@portal/common';
import { PdfDownloadButton } from '../../components/ui/PdfDownloadButton';
import { useId, useState } from 'react';
import { PRODUCT_NAME } from '../../lib/brand';
import { useToast } from '../../components/ui/toasts/useToast';
import { CONTACT_LIST_URL } from './editOperations';
import type { KindConfig } from './qualificationForm';

const NO_CONTACT_LIST = 'No cell phone list has been uploaded yet.';

interface CardToolbarProps {
  /** Without a network: the buttons that change the card are disabled (the page's notice says why). */
  offline: boolean;
  /** Edit Qualifications: null when the viewer may not edit qualifications. */
  editMode: boolean | null;
  onToggleEdit: () => void;
  /** The Add list (in edit mode): the groups the viewer may add to. */
  addKinds: readonly KindConfig[];
  onAdd: (config: KindConfig) => void;
  onEditInfo: (() => void) | null;
  onPrint: (() => void) | null;
  onHistory: () => void;
  transcriptUrl: string;
  /** Download qualifications: the person's licenses and certifications as a PDF (decision 0162). */
  qualificationsPdf: { path: string; fileName: string };
}

/** The card's buttons (spec 2 section 2). */
export function CardToolbar({ offline, editMode, onToggleEdit, addKinds, onAdd, onEditInfo, onPrint, onHistory, transcriptUrl, qualificationsPdf }: CardToolbarProps) {
  const client = useApolloClient();
  const toast = useToast();
  const [addAnchor, setAddAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const addButtonId = useId();

  const openContactList = async () => {
    // Opened at once (a click may open a tab; a later script may be blocked) and pointed at the
    // signed URL once it is known.
    const tab = window.open('', '_blank');
    try {
      const { data } = await client.query({ query: CONTACT_LIST_URL, fetchPolicy: 'network-only' });
      const url = data?.contactListUrl ?? null;
      if (!url) {
        tab?.close();
        toast.info(NO_CONTACT_LIST);
        return;
      }
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch {
      tab?.close();
      toast.error(MESSAGES.genericError);
    }
  };

  return (
    <Paper component="nav" aria-label="Baseball card actions" data-screen-only sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {editMode !== null && (
          <Button variant={editMode ? 'contained' : 'outlined'} startIcon={<Edit />} aria-pressed={editMode} onClick={onToggleEdit} disabled={offline}>
            Edit Qualifications
          </Button>
        )}
        {editMode && addKinds.length > 0 && (
          <>
            <Button
              id={addButtonId}
              variant="contained"
              color="secondary"
              startIcon={<Add />}
              endIcon={<ArrowDropDown />}
              aria-haspopup="menu"
              aria-expanded={!!addAnchor}
              aria-controls={addAnchor ? menuId : undefined}
              onClick={(event) => setAddAnchor(event.currentTarget)}
            >
              Add
            </Button>
            <Menu id={menuId} anchorEl={addAnchor} open={!!addAnchor} onClose={() => setAddAnchor(null)} slotProps={{ list: { 'aria-labelledby': addButtonId } }}>
              {addKinds.map((config) => (
                <MenuItem
                  key={config.kind}
                  onClick={() => {
                    setAddAnchor(null);
                    onAdd(config);
                  }}
                >
                  Add {config.title}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
        {onEditInfo && (
          <Button variant="outlined" startIcon={<Person />} onClick={onEditInfo} disabled={offline}>
            Update User Info
          </Button>
        )}
        {transcriptUrl ? (
          <Button variant="outlined" endIcon={<OpenInNew titleAccess="(opens in a new tab)" />} href={transcriptUrl} target="_blank" rel="noopener noreferrer">
            {PRODUCT_NAME} U Transcript
          </Button>
        ) : (
          // No transcript link is set in Settings yet.
          <Button variant="outlined" disabled>
            {PRODUCT_NAME} U Transcript
          </Button>
        )}
        <Button variant="outlined" startIcon={<PhoneIphone />} onClick={() => void openContactList()}>
          {PRODUCT_NAME} Cell Phone List
        </Button>
        <Button variant="outlined" startIcon={<History />} onClick={onHistory}>
          Assignment History
        </Button>
        <PdfDownloadButton path={qualificationsPdf.path} fileName={qualificationsPdf.fileName}>
          Download qualifications
        </PdfDownloadButton>
        {onPrint && (
          <Button variant="outlined" startIcon={<Print />} onClick={onPrint}>
            Print
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
