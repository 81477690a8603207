/**
 * The retry rule of decision 0060 on its own: a transaction the server aborted because of
 * another one (deadlock 40P01, serialization failure 40001), whose connection was lost, or that
 * a standby refused (25006) runs again, at most TRANSACTION_ATTEMPTS times; any other failure is answered at once,
 * and one whose COMMIT may have saved it never runs again (decision 0138).
 */
import { MESSAGES } from '@portal/common';
import { describe, expect, it } from 'vitest';
import { translateDbError } from '../../graphql/errors';
import type pg from 'pg';
import { CommitOutcomeUnknown, isConnectionLost, isDatabaseUnavailable, outcomeOf, TRANSACTION_ATTEMPTS, withRetries, type RetryNote } from '../transactions';

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

  it('never runs again a transaction whose COMMIT may have saved it, and answers OUTCOME_UNKNOWN, not "try again" (decision 0138)', async () => {
    let attempts = 0;
    const lost = failed('57P01', 'terminating connection due to administrator command');
    const error = await withRetries(async () => {
      attempts++;
      throw new CommitOutcomeUnknown('the connection was lost during COMMIT', { cause: lost });
    }).catch((e: unknown) => e);
    expect(attempts).toBe(1);
    expect(translateDbError(error)).toMatchObject({ message: MESSAGES.outcomeUnknown, extensions: { code: 'OUTCOME_UNKNOWN' } });
    expect(translateDbError(lost)).toMatchObject({ extensions: { code: 'DATABASE_UNAVAILABLE' } });
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

describe('outcomeOf (decision 0138)', () => {
  /** A pool whose server answers these, one per question (the last one again when they run out). */
  const answering = (...answers: ({ status: string | null; run: string } | Error)[]) => {
    let asked = 0;
    const pool = {
      query: async () => {
        const answer = answers[Math.min(asked++, answers.length - 1)];
        if (answer instanceof Error) throw answer;
        return { rows: [answer] };
      },
    } as unknown as Pick<pg.Pool, 'query'>;
    return { pool, asked: () => asked };
  };

  it('asks again while the transaction is still ending, or the server cannot be asked, then believes it', async () => {
    const server = answering(new Error('connect ECONNREFUSED'), { status: 'in progress', run: 'a' }, { status: 'committed', run: 'a' });
    expect(await outcomeOf(server.pool, '900', 'a')).toBe('committed');
    expect(server.asked()).toBe(3);
    expect(await outcomeOf(answering({ status: 'in progress', run: 'a' }, { status: 'aborted', run: 'a' }).pool, '900', 'a')).toBe('aborted');
  });

  it("does not take another server's (or another run's) \"committed\" for ours: it may have given the lost id to another transaction", async () => {
    expect(await outcomeOf(answering({ status: 'committed', run: 'b' }).pool, '900', 'a')).toBe('unknown');
    // "aborted" anywhere: a server that reused the id had lost ours, which did not commit there.
    expect(await outcomeOf(answering({ status: 'aborted', run: 'b' }).pool, '900', 'a')).toBe('aborted');
  });

  it('answers unknown when the transaction is still in progress or the server cannot be asked past the wait', async () => {
    expect(await outcomeOf(answering({ status: 'in progress', run: 'a' }).pool, '900', 'a', 100)).toBe('unknown');
    expect(await outcomeOf(answering(new Error('transaction ID 900 is in the future')).pool, '900', 'a', 100)).toBe('unknown');
  });
});
