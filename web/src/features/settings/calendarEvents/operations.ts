import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CalendarEventRow {
  id: number;
  title: string | null;
  /** An instant (ISO timestamp). */
  date: string | null;
}

type OrderBy = Record<string, unknown>[];

export interface CalendarEventsPageData {
  findManyCalEvents: CalendarEventRow[];
  aggregateCalEvents: { _count: { _all: number } };
}
export interface CalendarEventsPageVariables {
  [name: string]: unknown;
  take: number;
  skip: number;
  orderBy: OrderBy;
}

export const CALENDAR_EVENTS_PAGE: TypedDocumentNode<CalendarEventsPageData, CalendarEventsPageVariables> = gql`
  query CalendarEventsPage($take: Int, $skip: Int, $orderBy: [CalEventsOrderByWithRelationInput!]) {
    findManyCalEvents(take: $take, skip: $skip, orderBy: $orderBy) {
      id
      title
      date
    }
    aggregateCalEvents {
      _count {
        _all
      }
    }
  }
`;

export const CREATE_CALENDAR_EVENT: TypedDocumentNode<{ createOneCalEvents: CalendarEventRow | null }, { data: { title: string; date: string } }> = gql`
  mutation CreateCalendarEvent($data: CalEventsCreateInput!) {
    createOneCalEvents(data: $data) {
      id
      title
      date
    }
  }
`;

export const UPDATE_CALENDAR_EVENT: TypedDocumentNode<
  { updateOneCalEvents: CalendarEventRow | null },
  { id: number; data: { title: { set: string }; date: { set: string } } }
> = gql`
  mutation UpdateCalendarEvent($id: Int!, $data: CalEventsUpdateInput!) {
    updateOneCalEvents(where: { id: $id }, data: $data) {
      id
      title
      date
    }
  }
`;

export const DELETE_CALENDAR_EVENT: TypedDocumentNode<{ deleteOneCalEvents: { id: number } | null }, { id: number }> = gql`
  mutation DeleteCalendarEvent($id: Int!) {
    deleteOneCalEvents(where: { id: $id }) {
      id
    }
  }
`;
