import { graphql, type VariablesOf } from '../../../graphql';

/** Returns every field the shell reads, so the cached settings (menus, links) update at once. */
export const UPDATE_PORTAL_SETTINGS = graphql(`
  mutation UpdatePortalSettings($input: PortalSettingsInput!) {
    updatePortalSettings(input: $input) {
      companyName
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

/** What updatePortalSettings receives. */
export type PortalSettingsInput = VariablesOf<typeof UPDATE_PORTAL_SETTINGS>['input'];
