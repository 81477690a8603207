/**
 * Outgoing e-mail: the Mailer the services hand to every module (services.ts) and the job that
 * retries failed deliveries. No GraphQL operations of its own.
 */
import type { PortalModule } from '../../graphql/module';
import { mailRetryJob } from './retryJob';

export { Mailer, MAX_DELIVERY_ATTEMPTS, type MailMessage } from './mailer';

export const mailModule: PortalModule = {
  name: 'mail',
  jobs: [mailRetryJob],
};
