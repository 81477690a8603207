import { foundationGraphql, graphql } from '../../graphql';

export const UPCOMING_EVENTS = graphql(`
  query UpcomingEvents($now: DateTime!) {
    findManyCalEvents(where: { date: { gte: $now } }, orderBy: [{ date: asc }]) {
      id
      title
      date
    }
  }
`);

/**
 * Served by the HR (foundation) endpoint: run it with context FOUNDATION_CONTEXT. One page of the
 * card and the count for its pager: the whole window was 120 KB at 10,000 employees (issue 28).
 * A birthday's `birthday` is the next date it falls on.
 */
export const UPCOMING_BIRTHDAYS = foundationGraphql(`
  query UpcomingBirthdays($days: Int!, $take: Int!, $skip: Int!) {
    birthdays(where: { days: $days }, take: $take, skip: $skip) {
      employeeNumber
      name
      birthday
    }
    birthdayCount(where: { days: $days })
  }
`);

/** The spec's birthday window. */
export const BIRTHDAY_WINDOW_DAYS = 30;

/** Company resources (documents): every user reads and downloads them (spec 1, section 1). */
export const COMPANY_RESOURCES = graphql(`
  query CompanyResources {
    findManyDocuments(orderBy: [{ name: asc }], take: 200) {
      id
      name
      description
      path
    }
  }
`);

/**
 * The phone dashboard's "my card" summary and "my expiring items" (decision 0097): the viewer's
 * own card through the same `users` field the baseball card reads (a plain user may read their
 * own), only the fields the two cards show.
 */
export const MY_CARD_SUMMARY = graphql(`
  query MyCardSummary($employeeNumber: String!) {
    users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) {
      id
      points
      licenses {
        id
        expDate
        codes { id title expirationType }
      }
      certifications {
        id
        expDate
        codes { id title expirationType }
      }
    }
  }
`);

/** The events of one day (the viewer's own calendar day, as events are shown in their time zone). */
export const EVENTS_BETWEEN = graphql(`
  query EventsBetween($from: DateTime!, $until: DateTime!) {
    findManyCalEvents(where: { date: { gte: $from, lt: $until } }, orderBy: [{ date: asc }]) {
      id
      title
      date
    }
  }
`);
