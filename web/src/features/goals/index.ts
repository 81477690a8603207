/** What the goals feature shares (the lint rule portal/feature-boundaries): the evaluation's Goals section shows progress and the last check-in. */
export { CheckInLine } from './CheckInHistory';
export { GoalProgressBar } from './GoalProgressBar';
