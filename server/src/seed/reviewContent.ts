/**
 * Which forms a sample review holds, and the sample's written answers. The forms themselves are
 * the product's (modules/reviews/standardForms.ts).
 */
import type { EvaluationKind } from '../modules/reviews/standardForms';
import type { Tier } from './workforce';

/** Which forms a review holds, by the subject's place in the company. */
export function evaluationsFor(tier: Tier): EvaluationKind[] {
  switch (tier) {
    case 'field':
      return ['self', 'annual', 'ppa'];
    case 'foreman':
      return ['self', 'annual', 'leadership', 'ppa'];
    case 'office':
      return ['self', 'annual', 'internalClient'];
    default:
      return ['self', 'annual', 'leadership', 'internalClient', 'clientD1'];
  }
}

export const TEXT_ANSWERS: readonly string[] = [
  'Consistently sets a good example for the apprentices on the crew.',
  'Finished the switchgear rough-in ahead of schedule on the last job.',
  'Needs to keep the daily reports up to date.',
  'Strong communicator with the general contractor.',
  'Would benefit from the DECCO U Leadership 101 course.',
  'Very reliable; volunteers for weekend shutdowns.',
  'Keep working on estimating change orders accurately.',
  'Great attitude and always willing to help the team.',
];
