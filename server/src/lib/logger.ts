import { clock } from '@portal/common';
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    base: undefined,
    // The portal's clock (CLOCK_AT may set it), so a log line's time matches what the portal did.
    timestamp: () => `,"time":${clock.nowMs()}`,
    redact: { paths: ['*.password', '*.token', '*.passwordHash', 'req.headers.authorization'], censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } } : {}),
  });
}

/**
 * A logger made on first use. The request context's logger is a child with the request's id and
 * user; most requests log nothing, and making a pino child (its bindings and redaction) cost
 * about 1.5 % of a screen's CPU. A getter would not do: the GraphQL pipeline copies the context
 * with Object.assign, which reads every getter (issue 28).
 */
export function lazyLogger(make: () => Logger): Logger {
  let made: Logger | undefined;
  const real = () => (made ??= make());
  return new Proxy({} as Logger, {
    get(_target, key) {
      const logger = real();
      const value: unknown = Reflect.get(logger, key, logger);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(logger) : value;
    },
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
  });
}
