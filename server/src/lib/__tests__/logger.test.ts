import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyLogger } from '../logger';

describe('lazyLogger', () => {
  it('makes its logger on first use only, also when the object holding it is copied', () => {
    const lines: string[] = [];
    const base = pino({ base: undefined }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }));
    let made = 0;
    const context = { log: lazyLogger(() => (made += 1, base.child({ requestId: 'r-1' }))) };
    // The GraphQL pipeline extends the context with Object.assign, which reads every property.
    const copy = Object.assign({}, context);
    expect(made).toBe(0);
    copy.log.info({ step: 1 }, 'first');
    context.log.warn('second');
    expect(made).toBe(1);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toMatchObject([
      { level: 30, requestId: 'r-1', step: 1, msg: 'first' },
      { level: 40, requestId: 'r-1', msg: 'second' },
    ]);
    expect(copy.log.isLevelEnabled('debug')).toBe(false);
  });
});
