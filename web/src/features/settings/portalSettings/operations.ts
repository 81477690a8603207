import { graphql } from '../../../graphql';
import type { ExpiryAlertSettings, QuickLink } from '@portal/common';

export interface PortalSettingsInput {
  allFollowupsViewers: string[];
  ppaAllAccess: string[];
  leadershipSigner: string;
  quickLinks: QuickLink[];
  learningSiteUrl: string;
  transcriptUrl: string;
  expiryAlerts: ExpiryAlertSettings;
}

/** Returns every field the shell reads, so the cached settings (menus, links) update at once. */
export const UPDATE_PORTAL_SETTINGS = graphql(`
  mutation UpdatePortalSettings($input: PortalSettingsInput!) {
    updatePortalSettings(input: $input) {
      allFollowupsViewers
      ppaAllAccess
      leadershipSigner
      quickLinks {
        label
        url
      }
      learningSiteUrl
      transcriptUrl
      expiryAlerts {
        reminders
        expiredNotice
        weeklyDigest
      }
    }
  }
`);
