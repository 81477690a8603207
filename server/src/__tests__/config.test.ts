import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('configuration', () => {
  it('has working defaults: embedded database under ./data, port 4000, demo data on first start', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(4000);
    expect(config.pgliteDir).toMatch(/data\/pglite$/);
    expect(config.seedWhenEmpty).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.s3).toBeNull();
    // A request waits at most 5 s for a database connection (decision 0060).
    expect(config.DATABASE_POOL_TIMEOUT_MS).toBe(5_000);
  });

  it('does not seed a database server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).seedWhenEmpty).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', SEED_DEMO: 'true' }).seedWhenEmpty).toBe(true);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://db/portal'],
    ['SMTP_URL', 'http://mail'],
    ['COMPANY_TIME_ZONE', 'Mars/Olympus'],
    ['UPLOAD_MAX_MB', '-1'],
    ['DEMO_PASSWORD', 'short'],
    ['LOG_LEVEL', 'chatty'],
    ['DATABASE_POOL_TIMEOUT_MS', '0'],
    ['DATABASE_POOL_TIMEOUT_MS', 'soon'],
    ['HEAP_GROWING_PERCENT', '-1'],
    ['HEAP_GROWING_PERCENT', '400'],
    ['HEAP_GROWING_PERCENT', 'double'],
    ['METRICS_TOKEN', 'too-short'],
    ['METRICS_TOKEN', 'a token with spaces in it, long enough to pass'],
    ['WRITE_BUDGET', 'off'],
    ['WRITE_BUDGET', '0/1000'],
    ['WRITE_BUDGET', '60/30'],
  ])('a bad %s stops start-up with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('lets the heap grow by 100 % between full collections unless told otherwise (0: V8 chooses)', () => {
    expect(loadConfig({}).HEAP_GROWING_PERCENT).toBe(100);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).HEAP_GROWING_PERCENT).toBe(0);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '50' }).HEAP_GROWING_PERCENT).toBe(50);
  });

  it('serves /metrics only with a METRICS_TOKEN', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(32) }).METRICS_TOKEN).toBe('x'.repeat(32));
  });

  it('gives each signed-in user 60 writes a minute and 1,000 an hour unless told otherwise (decision 0134)', () => {
    expect(loadConfig({}).writeBudget).toEqual({ perMinute: 60, perHour: 1000 });
    expect(loadConfig({ WRITE_BUDGET: '120/5000' }).writeBudget).toEqual({ perMinute: 120, perHour: 5000 });
  });

  it('S3 settings come together or not at all', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://s3.local' })).toThrow(/must be set together/);
    const config = loadConfig({ S3_ENDPOINT: 'http://s3.local', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(config.s3).toMatchObject({ bucket: 'b', region: 'us-east-1' });
  });

  it('signs in with an OpenID provider when its three settings come together; the callback is under PUBLIC_URL (decision 0165)', () => {
    expect(loadConfig({}).oidc).toBeNull();
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://id.example.com' })).toThrow(/OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together/);
    const config = loadConfig({ PUBLIC_URL: 'https://portal.example.com/', OIDC_ISSUER_URL: 'https://id.example.com', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's' });
    expect(config.oidc).toEqual({ issuer: 'https://id.example.com', clientId: 'portal', clientSecret: 's', name: 'SSO', redirectUri: 'https://portal.example.com/auth/oidc/callback' });
    // Plain http only for a provider on this machine (the tests').
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'http://id.example.com', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's' })).toThrow(/OIDC_ISSUER_URL: must be an https:\/\/ URL/);
    expect(loadConfig({ OIDC_ISSUER_URL: 'http://127.0.0.1:9000', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's' }).oidc?.issuer).toBe('http://127.0.0.1:9000');
  });

  it('turns password sign-in off only with a provider and a break-glass account (decision 0164)', () => {
    const oidc = { OIDC_ISSUER_URL: 'https://id.example.com', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's' };
    expect(loadConfig({}).PASSWORD_SIGN_IN).toBe(true);
    expect(() => loadConfig({ PASSWORD_SIGN_IN: 'false', BREAK_GLASS_EMAIL: 'root@example.com' })).toThrow(/PASSWORD_SIGN_IN=false needs/);
    expect(() => loadConfig({ ...oidc, PASSWORD_SIGN_IN: 'false' })).toThrow(/PASSWORD_SIGN_IN=false needs/);
    expect(() => loadConfig({ ...oidc, PASSWORD_SIGN_IN: 'false', BREAK_GLASS_EMAIL: 'root' })).toThrow(/BREAK_GLASS_EMAIL: must be an e-mail address/);
    expect(loadConfig({ ...oidc, PASSWORD_SIGN_IN: 'false', BREAK_GLASS_EMAIL: 'root@example.com' })).toMatchObject({ PASSWORD_SIGN_IN: false, BREAK_GLASS_EMAIL: 'root@example.com' });
  });
});
