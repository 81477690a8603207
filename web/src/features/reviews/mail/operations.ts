import { graphql } from '../../../graphql';

export const REVIEW_MAIL_PREFERENCE = graphql(`
  query MyReviewMailPreference {
    myReviewMailPreference
  }
`);

export const SET_REVIEW_MAIL_PREFERENCE = graphql(`
  mutation SetMyReviewMailPreference($mode: String!) {
    setMyReviewMailPreference(mode: $mode)
  }
`);

export const REMIND_OVERDUE_WRITERS = graphql(`
  mutation RemindOverdueWriters {
    remindOverdueWriters {
      sent
      recentlyReminded
    }
  }
`);
