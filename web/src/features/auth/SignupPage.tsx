import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../components/ui/inputs/FormTextField';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/common';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useToast } from '../../components/ui/toasts/useToast';
import { userMessageOf } from '../../lib/api/errors';
import { useApiMutation } from '../../lib/api/useApiMutation';
import { AuthLayout } from './AuthLayout';
import { AuthLinks } from './AuthLinks';
import { SIGNUP } from './operations';

interface SignupValues {
  email: string;
}

const emailShape = z.email();

/** Sign-up takes an e-mail; a known employee gets a link to set a password (same answer either way). */
export function SignupPage() {
  const toast = useToast();
  const [signup, { loading }] = useApiMutation(SIGNUP);
  const { register, handleSubmit, setError, formState, reset } = useForm<SignupValues>({ defaultValues: { email: '' } });

  const submit = async ({ email }: SignupValues) => {
    const trimmed = email.trim();
    // The spec: a sign-up with no data answers 'Something went wrong.'
    if (!trimmed) {
      toast.error(MESSAGES.somethingWentWrong);
      return;
    }
    if (!emailShape.safeParse(trimmed).success) {
      setError('email', { message: 'Enter a valid e-mail address.' });
      return;
    }
    try {
      const { data } = await signup({ input: { email: trimmed, origin: window.location.origin } });
      toast.success(data?.signup.message || MESSAGES.signupSent);
      reset();
    } catch (error) {
      toast.error(userMessageOf(error, MESSAGES.somethingWentWrong));
    }
  };

  return (
    <AuthLayout title="Sign up">
      <Typography sx={{ mb: 2 }}>Enter your company e-mail address. We will send you a link to set your password.</Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(submit)}>
        <FormTextField
          label="E-mail"
          type="email"
          autoComplete="email"
          autoFocus
          error={!!formState.errors.email}
          helperText={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? 'Sending...' : 'Request sign up'}
        </Button>
      </Stack>
      <AuthLinks links={[{ to: '/login', label: 'Back to sign in' }]} />
    </AuthLayout>
  );
}
