import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['*.password', '*.token', '*.passwordHash', 'req.headers.authorization'], censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } } : {}),
  });
}
