/**
 * A subject is one header line: whatever reaches the mailer (a name stored before names were
 * checked, a title from anywhere), no CR or LF gets into the outbox or onto the wire.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
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
