/** Every scheduled job of the portal. */
import type { JobDef } from './runner';
import { averagePointsJob } from '../modules/qualifications/averagePointsJob';
import { mailRetryJob } from '../modules/mail/retryJob';
import { orphanFilesJob } from '../modules/files/cleanupJob';
import { followupMailJob } from '../modules/goals/followupMail';
import { expiryAlertsJob, expiryDigestJob } from '../modules/qualifications/expiryAlerts';

export const allJobs: readonly JobDef[] = [averagePointsJob, mailRetryJob, orphanFilesJob, followupMailJob, expiryAlertsJob, expiryDigestJob];
