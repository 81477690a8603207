import { graphql } from '../../graphql';

export const PORTAL_SETTINGS = graphql(`
  query PortalSettings {
    portalSettings {
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
