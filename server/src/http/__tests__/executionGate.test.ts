/**
 * The embedded database's execution gate (http/executionGate.ts): at most `limit` GraphQL
 * executions at a time, the rest served in arrival order, and through the whole server every
 * request still gets its own answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRoleActors, type Actor } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';
import { ExecutionGate } from '../executionGate';

/** A promise and the function that settles it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ExecutionGate', () => {
  it('runs at most limit at once and the waiting ones in arrival order', async () => {
    const gate = new ExecutionGate(2);
    const started: number[] = [];
    const finish = [deferred(), deferred(), deferred(), deferred(), deferred()];
    const runs = finish.map((f, i) => gate.run(async () => {
      started.push(i);
      await f.promise;
      return i;
    }));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(gate.queued).toBe(3);
    finish[1].resolve();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    finish[0].resolve();
    finish[2].resolve();
    await Promise.all([runs[0], runs[2]]);
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2, 3, 4]);
    finish[3].resolve();
    finish[4].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(gate.queued).toBe(0);
  });

  it('gives the place back when the work fails', async () => {
    const gate = new ExecutionGate(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

describe('a server with one execution at a time', () => {
  let t: TestServer;
  let editor: Actor;

  beforeAll(async () => {
    t = await startTestServer({}, { executionLimit: 1 });
    editor = (await makeRoleActors(t)).webEditor;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers twenty requests sent at once, each with its own answer', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => t.gql(`query { r${i}: companyToday }`, {}, editor.token)));
    answers.forEach((answer, i) => {
      expect(answer.errors).toBeUndefined();
      expect(Object.keys(answer.data ?? {})).toEqual([`r${i}`]);
    });
  });
});
