import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PortalSettings } from '@portal/common';

export const PORTAL_SETTINGS: TypedDocumentNode<{ portalSettings: PortalSettings }, Record<string, never>> = gql`
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
`;
