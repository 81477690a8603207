import { graphql, type ResultOf } from '../../../graphql';

export const CALENDAR_EVENTS_PAGE = graphql(`
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
`);

/** An event; its date is an instant (ISO timestamp). */
export type CalendarEventRow = ResultOf<typeof CALENDAR_EVENTS_PAGE>['findManyCalEvents'][number];

export const CREATE_CALENDAR_EVENT = graphql(`
  mutation CreateCalendarEvent($data: CalEventsCreateInput!) {
    createOneCalEvents(data: $data) {
      id
      title
      date
    }
  }
`);

export const UPDATE_CALENDAR_EVENT = graphql(`
  mutation UpdateCalendarEvent($id: Int!, $data: CalEventsUpdateInput!) {
    updateOneCalEvents(where: { id: $id }, data: $data) {
      id
      title
      date
    }
  }
`);

export const DELETE_CALENDAR_EVENT = graphql(`
  mutation DeleteCalendarEvent($id: Int!) {
    deleteOneCalEvents(where: { id: $id }) {
      id
    }
  }
`);
