import { zodResolver } from '@hookform/resolvers/zod';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../components/ui/inputs/FormTextField';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { OIDC_REFUSALS, oidcRefusalMessage, type OidcRefusal } from '@portal/common';
import { useSession } from '../../lib/auth/sessionContext';
import { OIDC_START_PATH, useSignInOptions } from '../../lib/auth/signInOptions';
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
  const options = useSignInOptions();
  const [params] = useSearchParams();
  const provider = options?.provider ?? null;
  // The provider sent the browser back refused (server/src/http/oidcRoutes.ts); said once its name is known.
  const refusal = params.get('oidc');
  const refusalText = options !== undefined && OIDC_REFUSALS.includes(refusal as OidcRefusal) ? oidcRefusalMessage(refusal as OidcRefusal, provider ?? 'your company account') : null;
  // With PASSWORD_SIGN_IN=false the form is for the break-glass account only, at /login?password (decision 0164).
  const passwordForm = options?.passwordSignIn !== false || params.has('password');

  return (
    <AuthLayout title="Sign in">
      {refusalText && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {refusalText}
        </Typography>
      )}
      {provider && (
        <Stack spacing={2} sx={{ mb: 2 }}>
          <Button href={OIDC_START_PATH} variant="contained" size="large">
            Sign in with {provider}
          </Button>
          {passwordForm && <Divider>or</Divider>}
        </Stack>
      )}
      {passwordForm && (
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
      )}
      {passwordForm && (
        <AuthLinks
          links={[
            { to: '/forgot', label: 'Forgot password?' },
            { to: '/signup', label: 'Sign up' },
          ]}
        />
      )}
      <Backdrop open={loginPending} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
        <CircularProgress color="inherit" aria-label="Signing in" />
      </Backdrop>
    </AuthLayout>
  );
}
