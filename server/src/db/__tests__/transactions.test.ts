/**
 * The retry rule of decision 0060 on its own: a transaction the server aborted because of
 * another one (deadlock 40P01, serialization failure 40001), whose connection was lost, or that
 * a standby refused (25006) runs again, at most TRANSACTION_ATTEMPTS times; any other failure is answered at once.
 */
import { describe, expect, it } from 'vitest';
import { isConnectionLost, isDatabaseUnavailable, TRANSACTION_ATTEMPTS, withRetries, type RetryNote } from '../transactions';

/** An error shaped like Drizzle's: the driver's error with its SQLSTATE in `cause`. */
const failed = (code: string, message = 'failed') => new Error('Failed query: update ...', { cause: Object.assign(new Error(message), { code }) });

describe('withRetries', () => {
  it('runs a deadlocked transaction again until it succeeds', async () => {
    const notes: RetryNote[] = [];
    let attempts = 0;
    const result = await withRetries(async () => {
      attempts++;
      if (attempts < 3) throw failed(attempts === 1 ? '40P01' : '40001');
      return 'done';
    }, (note) => notes.push(note));
    expect(result).toBe('done');
    expect(notes.map((n) => [n.attempt, n.reason])).toEqual([[1, '40P01'], [2, '40001']]);
  });

  it('gives up after a bounded number of attempts and answers the last error', async () => {
    let attempts = 0;
    const error = await withRetries(async () => {
      attempts++;
      throw failed('40P01', 'deadlock detected');
    }).catch((e: unknown) => e);
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
    expect((error as Error).cause).toMatchObject({ code: '40P01' });
  });

  it('answers any other failure at once', async () => {
    let attempts = 0;
    await expect(
      withRetries(async () => {
        attempts++;
        throw failed('23505', 'duplicate key');
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
  });

  it('does not count a connection attempt that timed out as a lost connection (it already waited)', () => {
    expect(isConnectionLost(new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }))).toBe(false);
    expect(isConnectionLost(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it("runs a transaction a standby refused again, and counts the refusal as the database being unavailable (decision 0121)", async () => {
    const notes: RetryNote[] = [];
    let attempts = 0;
    const readOnly = () => failed('25006', 'cannot execute INSERT in a read-only transaction');
    const result = await withRetries(async () => {
      attempts++;
      if (attempts === 1) throw readOnly();
      return attempts;
    }, (note) => notes.push(note));
    expect(result).toBe(2);
    expect(notes.map((n) => n.reason)).toEqual(['read-only server']);
    expect(isDatabaseUnavailable(readOnly())).toBe(true);
    expect(isDatabaseUnavailable(failed('23505', 'duplicate key'))).toBe(false);
  });

  it('runs a transaction again when its connection was lost before COMMIT', async () => {
    let attempts = 0;
    const result = await withRetries(async () => {
      attempts++;
      if (attempts === 1) throw failed('57P01', 'terminating connection due to administrator command');
      return attempts;
    });
    expect(result).toBe(2);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises a lost connection, a refused one and the pool timeout, and nothing else', () => {
    expect(isDatabaseUnavailable(failed('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailable(failed('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(failed('40P01', 'deadlock detected'))).toBe(false);
  });
});
