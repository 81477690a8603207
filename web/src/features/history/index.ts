/** What the history feature shares with the others (the lint rule portal/feature-boundaries). */
export { RecordHistory } from './RecordHistory';
