import { graphql, type ResultOf, type VariablesOf } from '../../graphql';

/** A record's history, newest first, a page at a time (decision 0086). */
export const RECORD_HISTORY = graphql(`
  query RecordHistory($record: HistoryRecord!, $id: ID!, $take: Int, $skip: Int) {
    recordHistory(record: $record, id: $id, take: $take, skip: $skip) {
      total
      entries {
        id
        atCompanyTime
        actorName
        actorEmployeeNumber
        action
        changes {
          field
          label
          before
          after
        }
      }
    }
  }
`);

export type HistoryEntry = ResultOf<typeof RECORD_HISTORY>['recordHistory']['entries'][number];
export type HistoryRecordKind = VariablesOf<typeof RECORD_HISTORY>['record'];
