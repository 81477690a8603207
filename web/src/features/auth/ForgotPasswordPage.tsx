import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../components/ui/inputs/FormTextField';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { userMessageOf } from '../../lib/api/errors';
import { useApiMutation } from '../../lib/api/useApiMutation';
import { AuthLayout } from './AuthLayout';
import { AuthLinks } from './AuthLinks';
import { REQUEST_PASSWORD_RESET } from './operations';
import { emailSchema, type EmailValues } from './schemas';

/**
 * The answer is the server's neutral message whether or not the address has an account, so the
 * screen cannot be used to find out who works here.
 */
export function ForgotPasswordPage() {
  const [requestReset, { loading }] = useApiMutation(REQUEST_PASSWORD_RESET);
  const [answer, setAnswer] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<EmailValues>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });

  const submit = async ({ email }: EmailValues) => {
    try {
      const { data } = await requestReset({ input: { email } });
      setAnswer({ severity: 'success', text: data?.requestPasswordReset.message ?? MESSAGES.somethingWentWrong });
    } catch (error) {
      setAnswer({ severity: 'error', text: userMessageOf(error, MESSAGES.somethingWentWrong) });
    }
  };

  return (
    <AuthLayout title="Forgot password">
      <Typography sx={{ mb: 2 }}>Enter your e-mail address and we will send you a link to set a new password.</Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(submit)}>
        <FormTextField
          label="E-mail"
          type="email"
          autoComplete="username"
          autoFocus
          required
          error={!!formState.errors.email}
          helperText={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? 'Sending...' : 'Send reset link'}
        </Button>
        {answer && (
          <Alert severity={answer.severity} role={answer.severity === 'error' ? 'alert' : 'status'}>
            {answer.text}
          </Alert>
        )}
      </Stack>
      <AuthLinks links={[{ to: '/login', label: 'Back to sign in' }]} />
    </AuthLayout>
  );
}
