/**
 * Outgoing e-mail. Every message is written to the outbox table first; with SMTP_URL it is then
 * delivered over SMTP (failures stay in the outbox for the retry job), without it the message
 * is only logged (to and subject; the body too at debug level), so the embedded default needs no
 * mail server and its messages can be read in the outbox (and links in a debug log).
 * A message that belongs to a change (a reminder and its "sent" marker) is enqueued in the
 * change's transaction and delivered once that commits: both happen, or neither.
 */
import { and, eq, lt, or } from 'drizzle-orm';
import { sql } from '../db/sql';
import { nowSql } from '../db/today';
import nodemailer, { type Transporter } from 'nodemailer';
import { toSingleLine, clock } from '@portal/common';
import type { Config } from '../config';
import type { Db, Executor } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { Metrics } from '../lib/metrics';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const MAX_DELIVERY_ATTEMPTS = 5;
/**
 * How long a delivery waits for the mail server: to connect, for its greeting, for any answer
 * (nodemailer's own are 2 minutes, 30 s and 10 minutes). Options in SMTP_URL's query win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** Background deliveries at a time (a "remind everyone" of a hundred authors must not open a hundred connections). */
const BACKGROUND_DELIVERIES = 4;
/** A message still pending after this long was never delivered (its server stopped first): the retry job sends it. */
const STRANDED_AFTER = '15 minutes';
const SUBJECT_MAX = 300;

/** A message in the outbox, to deliver once the transaction that wrote it has committed. */
export interface QueuedMail {
  id: number;
  message: MailMessage;
}

export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: Logger,
    private readonly metrics?: Metrics,
  ) {
    this.transport = config.SMTP_URL ? nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS }) : null;
  }

  /** Messages recorded for background delivery, not yet handed to a worker. */
  private readonly backlog: QueuedMail[] = [];
  private workers = 0;
  private idleWaiters: (() => void)[] = [];

  /**
   * Records the message and delivers it in the background (decision 0124): what a request that
   * sends mail does (a password reset, a reminder), so the request never waits for the mail
   * server, and how long it takes does not say whether a message went out (a reset for an
   * address without an account answers as fast as one with). Jobs use `send`, one at a time.
   */
  async sendInBackground(message: MailMessage): Promise<void> {
    this.deliverInBackground(await this.enqueue(this.db, message));
  }

  /** Delivers a message enqueued in a committed transaction in the background (see sendInBackground). */
  deliverInBackground(queued: QueuedMail): void {
    this.backlog.push(queued);
    if (this.workers < BACKGROUND_DELIVERIES) void this.work();
  }

  private async work() {
    this.workers++;
    try {
      for (let next = this.backlog.shift(); next; next = this.backlog.shift()) {
        // A failed delivery stays in the outbox for the retry job; only recording it can fail here.
        await this.deliverQueued(next).catch((error: unknown) => this.log.error({ err: error, mailId: next!.id }, 'e-mail delivery could not be recorded; the retry job will send it'));
      }
    } finally {
      this.workers--;
      if (this.workers === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  /** Resolves once every background delivery started so far has ended (shutdown, tests). */
  idle(): Promise<void> {
    if (this.workers === 0 && this.backlog.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Records the message and delivers it now, waiting for the mail server. Never throws for a delivery failure. */
  async send(message: MailMessage): Promise<{ id: number; status: string }> {
    const queued = await this.enqueue(this.db, message);
    return { id: queued.id, status: await this.deliverQueued(queued) };
  }

  /** Writes the message to the outbox with the caller's executor (its transaction); deliver it with deliverQueued after commit. */
  async enqueue(tx: Executor, message: MailMessage): Promise<QueuedMail> {
    // A subject is one header line: a line break from a name stored before single-line fields
    // were checked (or from any other source) must never start a header of its own.
    const fitted = { ...message, subject: toSingleLine(message.subject).trim().slice(0, SUBJECT_MAX) };
    const [row] = await tx
      .insert(emailOutbox)
      .values({ ...fitted, status: this.transport ? 'pending' : 'logged' })
      .returning({ id: emailOutbox.id });
    return { id: row.id, message: fitted };
  }

  /** Delivers (or, without SMTP, logs) a message enqueued in a committed transaction. Never throws for a delivery failure. */
  async deliverQueued({ id, message }: QueuedMail): Promise<'logged' | 'sent' | 'failed'> {
    if (!this.transport) {
      // One short line per message (decision 0137): the demo's first start logs many, and the
      // body is in the outbox; LOG_LEVEL=debug adds it to the log, to follow a link from there.
      this.log.info({ mailId: id, to: message.to, subject: message.subject }, 'e-mail not sent (no SMTP_URL)');
      this.log.debug({ mailId: id, text: message.text }, 'e-mail body');
      return 'logged';
    }
    return this.deliver(id, message);
  }

  private async deliver(id: number, message: MailMessage): Promise<'sent' | 'failed'> {
    try {
      await this.transport!.sendMail({ from: this.config.MAIL_FROM, ...message });
      await this.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: clock.now(), attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, id));
      return 'sent';
    } catch (error) {
      this.log.warn({ err: error, mailId: id }, 'e-mail delivery failed; will retry');
      this.metrics?.mailFailures.inc();
      await this.db
        .update(emailOutbox)
        .set({ status: 'failed', lastError: String(error), attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, id));
      return 'failed';
    }
  }

  /** Retries failed deliveries, and sends stranded ones (the scheduled job calls this). */
  async retryFailed(): Promise<number> {
    if (!this.transport) return 0;
    const failed = await this.db
      .select()
      .from(emailOutbox)
      .where(
        or(
          and(eq(emailOutbox.status, 'failed'), lt(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS)),
          and(eq(emailOutbox.status, 'pending'), sql`${emailOutbox.createdAt} < ${nowSql()} - ${STRANDED_AFTER}::interval`),
        ),
      )
      .limit(100);
    for (const m of failed) await this.deliver(m.id, { to: m.to, subject: m.subject, text: m.text, html: m.html ?? undefined });
    return failed.length;
  }

  close() {
    this.transport?.close();
  }
}
