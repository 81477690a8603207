import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/common';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useToast } from '../../components/ui/toasts/useToast';
import { formatTimestamp } from '../../lib/dates';
import { COMPANY_SIGN_INS, UNLINK_COMPANY_SIGN_IN } from './editOperations';

interface CompanySignInSectionProps {
  employeeNumber: string;
  /** The employee's name, for the question. */
  name: string;
}

/**
 * In a webEditor's Employee Information: the employee's link to the company's sign-in, when
 * there is one, and the way to remove it (decision 0179). An employee whose account at the
 * provider was replaced is refused with "ask an administrator"; this is what the administrator
 * does. Nothing shows where no link exists (a portal without a provider, or not used yet).
 */
export function CompanySignInSection({ employeeNumber, name }: CompanySignInSectionProps) {
  const toast = useToast();
  const headingId = useId();
  const { data, refetch } = useQuery(COMPANY_SIGN_INS, { variables: { employeeNumber }, fetchPolicy: 'network-only' });
  const [unlink, { loading }] = useMutation(UNLINK_COMPANY_SIGN_IN);
  const [asking, setAsking] = useState(false);
  const links = data?.companySignIns ?? [];
  if (links.length === 0) return null;

  const confirm = async () => {
    try {
      await unlink({ variables: { employeeNumber } });
      toast.success(`${name}'s company sign-in was unlinked.`);
      setAsking(false);
      await refetch();
    } catch {
      toast.error(MESSAGES.genericError);
    }
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        Company sign-in
      </Typography>
      {links.map((link) => (
        <Typography key={link.issuer} variant="body2">
          Linked to {link.linkedEmail} on {formatTimestamp(link.linkedAt, 'MM/dd/yyyy')}; last used {formatTimestamp(link.lastSignInAt, 'MM/dd/yyyy')}.
        </Typography>
      ))}
      <div>
        <Button variant="outlined" color="error" size="small" onClick={() => setAsking(true)}>
          Unlink company sign-in
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Unlink company sign-in"
        message={`Unlink ${name}'s company sign-in? Their open sessions end, and their next company sign-in links again by their e-mail address.`}
        onYes={() => void confirm()}
        onNo={() => setAsking(false)}
        busy={loading}
      />
    </Stack>
  );
}
