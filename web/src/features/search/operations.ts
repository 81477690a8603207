import { graphql, type ResultOf } from '../../graphql';

/** How long typing must pause before the search asks the server (one statement per ask). */
export const SEARCH_DEBOUNCE_MS = 200;

export const GLOBAL_SEARCH = graphql(`
  query GlobalSearch($text: String!) {
    search(text: $text) {
      kind
      id
      title
      detail
      number
      former
      entity
    }
  }
`);

export type SearchHit = ResultOf<typeof GLOBAL_SEARCH>['search'][number];

export const KIND_HEADINGS: Record<SearchHit['kind'], string> = { employee: 'Employees', project: 'Projects', code: 'Qualification codes' };

/** The screen a hit opens: the card, the project, the code's form in the catalogue. */
export function pathOfHit(hit: SearchHit): string {
  if (hit.kind === 'employee') return `/baseball-card/${encodeURIComponent(hit.number ?? '')}`;
  if (hit.kind === 'project') return `/project/${hit.id}`;
  return `/qualification-codes?code=${hit.id}`;
}
