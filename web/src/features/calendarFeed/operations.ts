import { graphql } from '../../graphql';

/** The viewer's own link: when it was made (its address is shown only then), and whether a team feed comes with it. */
export const MY_CALENDAR_FEED = graphql(`
  query MyCalendarFeed {
    myCalendarFeed {
      madeAt
      teamFeed
    }
  }
`);

/** A new link, replacing the old one (which answers 404 from then on). */
export const MAKE_CALENDAR_FEED_LINK = graphql(`
  mutation MakeCalendarFeedLink {
    makeCalendarFeedLink {
      url
      teamUrl
      madeAt
    }
  }
`);
