/**
 * A real OpenID provider on loopback for the sign-in tests (the `oidc-provider` package): one
 * confidential client whose redirect URI is the portal's callback, and test accounts whose e-mail
 * a test may change. Its own login page (oidc-provider's development interactions) takes an
 * account's id as the login and any password; consent is given without asking, as a company's
 * provider does for its own portal. The browser journey (e2e/journeys/oidc.e2e.ts) uses it too.
 */
import http from 'node:http';
import net from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface TestAccount {
  email: string;
  emailVerified: boolean;
}

export interface TestOidcProvider {
  /** Where it listens. */
  url: string;
  /** The issuer it announces (the same as `url` unless `announcedHost` was given). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** By account id (the login typed on its page, and the `sub` it sends). */
  accounts: Map<string, TestAccount>;
  /** The portal's settings for this provider. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * `redirectUri`: the portal's PUBLIC_URL + /auth/oidc/callback. `announcedHost`: the issuer names
 * this host instead of 127.0.0.1 (a provider that is not the one configured).
 */
export async function startTestOidcProvider(options: { redirectUri: string; accounts: Record<string, TestAccount>; announcedHost?: string }): Promise<TestOidcProvider> {
  const port = await freeLoopbackPort();
  const url = `http://127.0.0.1:${port}`;
  const issuer = `http://${options.announcedHost ?? '127.0.0.1'}:${port}`;
  const accounts = new Map(Object.entries(options.accounts));
  const clientId = 'staff-portal';
  const clientSecret = 'test-client-secret-0123456789';
  const configuration: Configuration = {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [options.redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    // Stated, so it does not print a notice per kind of artifact.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, email: account.email, email_verified: account.emailVerified }) };
    },
    // The portal is the company's own application: no consent screen.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  // It warns once about its development keys and interactions: expected here.
  provider.on('server_error', () => {});
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url,
    issuer,
    clientId,
    clientSecret,
    accounts,
    env: () => ({ OIDC_ISSUER_URL: url, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_NAME: 'Test ID' }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
