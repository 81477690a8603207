/**
 * Outgoing e-mail: the job that retries failed deliveries. The Mailer itself is infrastructure
 * (infra/mailer.ts), handed to every module through the services (services.ts). No GraphQL
 * operations of its own.
 */
import type { PortalModule } from '../../graphql/module';
import { mailRetryJob } from './retryJob';

export const mailModule: PortalModule = {
  name: 'mail',
  jobs: [mailRetryJob],
};
