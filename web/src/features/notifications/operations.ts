import { gql, type TypedDocumentNode } from '@apollo/client';

export interface PortalNotification {
  key: string;
  kind: 'followupAssigned' | 'followupDue' | 'evaluationWaiting';
  text: string;
  link: string;
  at: string;
  read: boolean;
}

export const MY_NOTIFICATIONS: TypedDocumentNode<{ myNotifications: PortalNotification[] }, Record<string, never>> = gql`
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
`;

export const MARK_NOTIFICATIONS_READ: TypedDocumentNode<{ markNotificationsRead: boolean }, { keys: string[] }> = gql`
  mutation MarkNotificationsRead($keys: [String!]!) {
    markNotificationsRead(keys: $keys)
  }
`;
