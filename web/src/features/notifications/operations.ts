import { graphql } from '../../graphql';

export interface PortalNotification {
  key: string;
  /** 'followupAssigned', 'followupDue' or 'evaluationWaiting' (the API's type is String). */
  kind: string;
  text: string;
  link: string;
  at: string;
  read: boolean;
}

export const MY_NOTIFICATIONS = graphql(`
  query MyNotifications {
    myNotifications {
      key
      kind
      text
      link
      at
      read
    }
  }
`);

export const MARK_NOTIFICATIONS_READ = graphql(`
  mutation MarkNotificationsRead($keys: [String!]!) {
    markNotificationsRead(keys: $keys)
  }
`);
