/** What the calendar feed feature shares (the lint rule portal/feature-boundaries): the profile menu's dialog. */
export { CalendarFeedDialog } from './CalendarFeedDialog';
