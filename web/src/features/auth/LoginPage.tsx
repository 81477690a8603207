import { zodResolver } from '@hookform/resolvers/zod';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../components/ui/inputs/FormTextField';
import { useForm } from 'react-hook-form';
import { useSession } from '../../lib/auth/sessionContext';
import { AuthLayout } from './AuthLayout';
import { AuthLinks } from './AuthLinks';
import { loginSchema, type LoginValues } from './schemas';

export function LoginPage() {
  const { login, loginPending } = useSession();
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  // Pending from the click: the form's own checks run before the session's sign-in starts, and a
  // second click in between must not send a second request.
  const pending = loginPending || formState.isSubmitting;

  return (
    <AuthLayout title="Sign in">
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit((values) => login(values.email, values.password))} aria-busy={loginPending}>
        <FormTextField
          label="E-mail"
          type="email"
          autoComplete="username"
          autoFocus
          required
          error={!!errors.email}
          helperText={errors.email?.message}
          {...register('email')}
        />
        <FormTextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={!!errors.password}
          helperText={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? 'Signing in...' : 'Sign in'}
        </Button>
      </Stack>
      <AuthLinks
        links={[
          { to: '/forgot', label: 'Forgot password?' },
          { to: '/signup', label: 'Sign up' },
        ]}
      />
      <Backdrop open={loginPending} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
        <CircularProgress color="inherit" aria-label="Signing in" />
      </Backdrop>
    </AuthLayout>
  );
}
