/**
 * What the sign-in page offers (server/src/http/oidcRoutes.ts, decision 0165): the company's
 * identity provider by name, and whether passwords work. A plain request, not the API client: the
 * sign-in page loads without Apollo (issue 13).
 */
import { useEffect, useState } from 'react';

export interface SignInOptions {
  /** OIDC_NAME when the portal has an identity provider, else null. */
  provider: string | null;
  passwordSignIn: boolean;
}

/** Where "Sign in with ..." goes: the server sends the browser on to the provider. */
export const OIDC_START_PATH = '/auth/oidc/start';

async function fetchSignInOptions(): Promise<SignInOptions | null> {
  try {
    const res = await fetch('/auth/options', { headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as SignInOptions) : null;
  } catch {
    return null; // unreachable: the password form, as without a provider
  }
}

/** undefined while asked, null when it could not be learned. */
export function useSignInOptions(): SignInOptions | null | undefined {
  const [options, setOptions] = useState<SignInOptions | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void fetchSignInOptions().then((answer) => current && setOptions(answer));
    return () => {
      current = false;
    };
  }, []);
  return options;
}
