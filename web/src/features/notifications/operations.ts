import { graphql, type ResultOf } from '../../graphql';

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
/** A notification of the bell; `kind` is 'followupAssigned', 'followupDue' or 'evaluationWaiting'. */
export type PortalNotification = ResultOf<typeof MY_NOTIFICATIONS>['myNotifications'][number];

export const MARK_NOTIFICATIONS_READ = graphql(`
  mutation MarkNotificationsRead($keys: [String!]!) {
    markNotificationsRead(keys: $keys)
  }
`);
