/**
 * Every environment variable the server reads, parsed and validated in one place. A bad value
 * stops start-up with a message that names the variable.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ClockSetting } from '@portal/common';

// This file sits one folder below server/ in the sources (src) and in the production bundle (dist).
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An identity provider's address: https, or plain http on this machine (the tests' provider). */
function secureOrLoopback(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || LOOPBACK.has(url.hostname);
  } catch {
    return false;
  }
}

const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as America/New_York');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  SEED_DEMO: bool.optional(),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Staff Portal <no-reply@portal.local>'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  UPLOAD_MAX_MB: z.coerce.number().min(0.1).max(100).default(10),
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  COMPANY_TIME_ZONE: timeZone.default('America/New_York'),
  /** The moment the portal's clock starts from instead of the machine's (tests, demos; decision 0128). */
  CLOCK_AT: z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), 'must be an ISO instant with its offset, e.g. 2026-12-31T22:30:00-05:00')
    .optional(),
  PRODUCT_NAME: z.string().min(1).max(40).default('DECCO'),
  TRUST_PROXY: bool.default(false),
  JOBS_ENABLED: bool.default(true),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  ROUTING_URL: url(['http:', 'https:']).optional(),
  ROUTING_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  DISTANCE_UNIT: z.enum(['mi', 'km']).default('mi'),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional(),
  /**
   * How far V8 lets the JavaScript heap grow past what the last full collection kept before it
   * collects again, in percent (decision 0110); 0 leaves it to V8 (up to 300 %).
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(100),
  /** The company's OpenID Connect provider (decisions 0164, 0165); the four go together but OIDC_NAME. */
  OIDC_ISSUER_URL: url(['http:', 'https:'])
    .refine(secureOrLoopback, 'must be an https:// URL (http:// only on this machine: localhost, 127.0.0.1)')
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).max(40).default('SSO'),
  /** `false`: only BREAK_GLASS_EMAIL may sign in with a password (decision 0164). */
  PASSWORD_SIGN_IN: bool.default(true),
  BREAK_GLASS_EMAIL: z.email('must be an e-mail address').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Writes a signed-in user may make per minute and per hour (decision 0134). */
  WRITE_BUDGET: z
    .string()
    .regex(/^\d+\/\d+$/, 'must be "<per minute>/<per hour>" such as 60/1000')
    .refine((v) => {
      const [minute, hour] = v.split('/').map(Number);
      return minute >= 1 && hour >= minute;
    }, 'must allow at least one write a minute, and no fewer an hour than a minute')
    .default('60/1000'),
});

type Env = z.infer<typeof schema>;

export interface Config extends Env {
  publicUrl: string;
  /** Embedded PGlite lives here when DATABASE_URL is not set. */
  pgliteDir: string;
  uploadsDir: string;
  uploadMaxBytes: number;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; timeoutMs: number } | null;
  /** Seed the demo company when the database is empty (default: only for the embedded database). */
  seedWhenEmpty: boolean;
  /**
   * After SIGTERM, how long the server keeps serving while /readyz says 503, so a load balancer
   * stops sending it requests before it closes (default 5 s on a PostgreSQL server, where there
   * may be several app servers; 0 on the embedded database).
   */
  shutdownDrainMs: number;
  /** The write budget of each signed-in user (http/writeBudget.ts). */
  writeBudget: { perMinute: number; perHour: number };
  /** Sign-in with the company's OpenID provider, when OIDC_ISSUER_URL is set (modules/accounts/oidc.ts). */
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string; redirectUri: string } | null;
}

export class ConfigError extends Error {}

function writeBudgetOf(value: string): Config['writeBudget'] {
  const [perMinute, perHour] = value.split('/').map(Number);
  return { perMinute, perHour };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(schema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const parsed = schema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3Vars = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  const oidcVars = [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcVars.some(Boolean) && !oidcVars.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  // Without another way in, turning passwords off would lock everyone out, the break-glass account included.
  if (!e.PASSWORD_SIGN_IN && !(e.OIDC_ISSUER_URL && e.BREAK_GLASS_EMAIL)) {
    throw new ConfigError('Invalid configuration:\n  PASSWORD_SIGN_IN=false needs OIDC_ISSUER_URL (and its client) and BREAK_GLASS_EMAIL');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    ...e,
    DATA_DIR: dataDir,
    publicUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          timeoutMs: e.S3_TIMEOUT_MS,
        }
      : null,
    seedWhenEmpty: e.SEED_DEMO ?? !e.DATABASE_URL,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.DATABASE_URL ? 5_000 : 0),
    writeBudget: writeBudgetOf(e.WRITE_BUDGET),
    oidc: e.OIDC_ISSUER_URL
      ? { issuer: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET!, name: e.OIDC_NAME, redirectUri: `${publicUrl}/auth/oidc/callback` }
      : null,
  };
}

/** The company's clock as configured: its time zone, and CLOCK_AT's moment when set. */
export function clockSettingOf(config: Pick<Config, 'COMPANY_TIME_ZONE' | 'CLOCK_AT'>): ClockSetting {
  return { timeZone: config.COMPANY_TIME_ZONE, ...(config.CLOCK_AT ? { at: config.CLOCK_AT } : {}) };
}
