import type { TypedDocumentNode } from '@apollo/client';
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

export interface Birthday {
  employeeNumber: string;
  name: string;
  /** The next date it falls on ("YYYY-MM-DD"). */
  birthday: string;
}

/**
 * Served by the HR (foundation) endpoint: run it with context FOUNDATION_CONTEXT. One page of the
 * card and the count for its pager: the whole window was 120 KB at 10,000 employees (issue 28).
 */
export const UPCOMING_BIRTHDAYS: TypedDocumentNode<{ birthdays: Birthday[]; birthdayCount: number }, { days: number; take: number; skip: number }> = foundationGraphql(`
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
