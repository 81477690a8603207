import type { JobDef } from '../../jobs/runner';

/** Retries e-mails whose SMTP delivery failed (up to MAX_DELIVERY_ATTEMPTS each). */
export const mailRetryJob: JobDef = {
  name: 'mail-retry',
  intervalMs: 5 * 60_000,
  async run({ services }) {
    await services.mail.retryFailed();
  },
};
