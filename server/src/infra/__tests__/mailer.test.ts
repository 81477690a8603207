/**
 * A subject is one header line: whatever reaches the mailer (a name stored before names were
 * checked, a title from anywhere), no CR or LF gets into the outbox or onto the wire. Without
 * SMTP_URL a message is kept whole in the outbox and logged as one short line (decision 0137).
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
import { Mailer } from '../mailer';
import { startTestServer, type TestServer } from '../../test/server';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

let t: TestServer;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@test.example>' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('mailer', () => {
  it('never puts a line break into a subject: no injected header, one recipient', async () => {
    const result = await t.services.mail.send({
      to: 'eve@test.example',
      subject: 'Review for Eve\r\nBcc: victim@evil.example\nX-Evil: 1\u2028end',
      text: 'Hello',
    });
    expect(result.status).toBe('sent');
    const [stored] = await queryRows<{ subject: string }>(t.db, sql`select subject from email_outbox where id = ${result.id}`);
    expect(stored.subject).toBe('Review for Eve Bcc: victim@evil.example X-Evil: 1 end');
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['eve@test.example']);
    const headers = mail.raw.split('\r\n\r\n')[0];
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/^X-Evil:/im);
    expect(headers).toMatch(/^Subject: Review for Eve Bcc: victim@evil\.example X-Evil: 1 end$/m);
  });
});

describe('without SMTP_URL', () => {
  /** A mailer with no mail server, logging at `level` into the returned lines. */
  function unsentMailer(level: 'info' | 'debug') {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level, base: undefined }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) }));
    return { mailer: new Mailer(t.db, { ...t.config, SMTP_URL: undefined }, log), lines };
  }
  const message = { to: 'ann@test.example', subject: 'A form to write: Self Assessment for Ann Able', text: `Hello Ann,\n\n${'The Self Assessment for Ann Able is waiting for you.\n'.repeat(40)}` };

  it('keeps the whole message in the outbox and logs one short line: to and subject, no body', async () => {
    const { mailer, lines } = unsentMailer('info');
    const result = await mailer.send(message);
    expect(result.status).toBe('logged');
    const [stored] = await queryRows<{ to: string; subject: string; text: string; status: string }>(t.db, sql`select "to", subject, text, status from email_outbox where id = ${result.id}`);
    expect(stored).toEqual({ ...message, status: 'logged' });
    expect(lines).toEqual([{ level: 30, time: expect.any(Number), mailId: result.id, to: message.to, subject: message.subject, msg: 'e-mail not sent (no SMTP_URL)' }]);
  });

  it('logs the body as well at debug level, on a line of its own', async () => {
    const { mailer, lines } = unsentMailer('debug');
    const result = await mailer.send(message);
    expect(lines.map(({ time: _time, ...line }) => line)).toEqual([
      { level: 30, mailId: result.id, to: message.to, subject: message.subject, msg: 'e-mail not sent (no SMTP_URL)' },
      { level: 20, mailId: result.id, text: message.text, msg: 'e-mail body' },
    ]);
  });
});
