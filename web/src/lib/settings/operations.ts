import { graphql } from '../../graphql';

export const PORTAL_SETTINGS = graphql(`
  query PortalSettings {
    portalSettings {
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
