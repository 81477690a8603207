/**
 * Outgoing e-mail. Every message is written to the outbox table first; with SMTP_URL it is then
 * delivered over SMTP (failures stay in the outbox for the retry job), without it the message
 * is only logged, so the embedded default needs no mail server and links can be read from the log.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Logger } from '../../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export const MAX_DELIVERY_ATTEMPTS = 5;

export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: Logger,
  ) {
    this.transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  }

  /** Records the message and tries to deliver it now. Never throws for a delivery failure. */
  async send(message: MailMessage): Promise<{ id: number; status: string }> {
    const [row] = await this.db
      .insert(emailOutbox)
      .values({ ...message, status: this.transport ? 'pending' : 'logged' })
      .returning({ id: emailOutbox.id });
    if (!this.transport) {
      this.log.info({ mailId: row.id, to: message.to, subject: message.subject }, `e-mail (no SMTP_URL, not sent):\n${message.text}`);
      return { id: row.id, status: 'logged' };
    }
    return { id: row.id, status: await this.deliver(row.id, message) };
  }

  private async deliver(id: number, message: MailMessage): Promise<'sent' | 'failed'> {
    try {
      await this.transport!.sendMail({ from: this.config.MAIL_FROM, ...message });
      await this.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, id));
      return 'sent';
    } catch (error) {
      this.log.warn({ err: error, mailId: id }, 'e-mail delivery failed; will retry');
      await this.db
        .update(emailOutbox)
        .set({ status: 'failed', lastError: String(error), attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, id));
      return 'failed';
    }
  }

  /** Retries failed deliveries (the scheduled job calls this). */
  async retryFailed(): Promise<number> {
    if (!this.transport) return 0;
    const failed = await this.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'failed'), lt(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS)))
      .limit(100);
    for (const m of failed) await this.deliver(m.id, { to: m.to, subject: m.subject, text: m.text, html: m.html ?? undefined });
    return failed.length;
  }

  close() {
    this.transport?.close();
  }
}
