import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../components/ui/inputs/FormTextField';
import Typography from '@mui/material/Typography';
import { MESSAGES, PASSWORD_RULE } from '@portal/common';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '../../components/ui/FullPageLoader';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { useApiMutation } from '../../lib/api/useApiMutation';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { AuthLayout } from './AuthLayout';
import { COMPLETE_PASSWORD_RESET, VALIDATE_PASSWORD_RESET_TOKEN } from './operations';
import { newPasswordSchema, type NewPasswordValues } from './schemas';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const validity = useApiQuery(VALIDATE_PASSWORD_RESET_TOKEN, { input: { token } });
  const [complete, { loading: saving }] = useApiMutation(COMPLETE_PASSWORD_RESET);
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = formState;

  if (validity.loading) return <FullPageLoader label="Checking your link..." />;

  const valid = validity.data?.validatePasswordResetToken.valid ?? false;
  if (!valid) {
    return (
      <AuthLayout title="Set a new password">
        <Alert severity="error" role="alert">
          This link is invalid or has expired.{' '}
          <Link component={RouterLink} to="/forgot">
            Request a new link
          </Link>
          .
        </Alert>
      </AuthLayout>
    );
  }

  const submit = async ({ password }: NewPasswordValues) => {
    try {
      const { data } = await complete({ input: { token, password } });
      toast.success(data?.completePasswordReset.message ?? 'Your password has been set.');
      navigate('/login');
    } catch (error) {
      toast.error(userMessageOf(error, MESSAGES.somethingWentWrong));
    }
  };

  const email = validity.data?.validatePasswordResetToken.email;
  return (
    <AuthLayout title="Set a new password">
      {email && <Typography sx={{ mb: 2 }}>For {email}</Typography>}
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(submit)}>
        <FormTextField
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          error={!!errors.password}
          helperText={errors.password?.message ?? `At least ${PASSWORD_RULE.minLength} characters, with letters and numbers.`}
          {...register('password')}
        />
        <FormTextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={!!errors.confirmation}
          helperText={errors.confirmation?.message}
          {...register('confirmation')}
        />
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Set password'}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
