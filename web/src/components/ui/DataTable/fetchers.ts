import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { EXPORT_TAKE } from './pageSize';
import type { DataTableSort, ListVariables, PageFetcher, PageRequest, PageResult } from './types';

type OrderBy = Record<string, unknown>;

/** A sort as the API's orderBy list: "user.firstName" desc becomes [{ user: { firstName: 'desc' } }]. */
export function orderByOf(sort: DataTableSort | null, fallback: OrderBy[] = []): OrderBy[] {
  if (!sort) return fallback;
  const path = sort.field.split('.');
  let value: unknown = sort.direction;
  for (let i = path.length - 1; i >= 0; i--) value = { [path[i]]: value };
  return [value as OrderBy, ...fallback];
}

/**
 * What a paged list query must declare. The screen builds `where` and `orderBy` at run time from
 * its filters and the table's sort, so the compiler checks that the query takes them and the
 * server checks what they hold (a filter it does not know is a BAD_USER_INPUT).
 */
export interface PagedQueryVariables {
  where?: unknown;
  orderBy?: unknown;
  take?: number | null;
  skip?: number | null;
}

export interface QueryPageOptions<TData, TVariables extends PagedQueryVariables, Row> {
  /** A typed document (web/src/graphql): its result type is the schema's. */
  query: TypedDocumentNode<TData, TVariables>;
  /** The query's variables for a page: take, skip and orderBy plus the screen's filters. */
  variables: (request: PageRequest) => Pick<ListVariables, 'take' | 'skip'> & Record<string, unknown>;
  rows: (data: TData) => readonly Row[];
  /** Usually data.aggregateX._count._all. */
  total: (data: TData) => number;
  context?: Record<string, unknown>;
}

/** A page fetcher over one GraphQL query that returns a page of rows and the aggregate count. */
export function queryPageFetcher<TData, TVariables extends PagedQueryVariables, Row>(
  client: ApolloClient,
  options: QueryPageOptions<TData, TVariables, Row>,
): PageFetcher<Row> {
  return async (request) => {
    const result = await client.query({
      query: options.query,
      variables: options.variables(request) as unknown as TVariables,
      fetchPolicy: 'network-only',
      context: options.context,
    } as ApolloClient.QueryOptions<TData, TVariables & OperationVariables>);
    if (!result.data) throw result.error ?? new Error('The query returned no data');
    const data = result.data as TData;
    return { rows: options.rows(data), total: options.total(data) };
  };
}

function compareValues(a: unknown, b: unknown): number {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

function valueAt(row: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), row);
}

/** Pages over rows already in memory (small lists), sorting them by the requested field. */
export function clientSidePages<Row>(rows: readonly Row[]): PageFetcher<Row> {
  return async ({ take, skip, sort }): Promise<PageResult<Row>> => {
    const ordered = sort
      ? [...rows].sort((a, b) => compareValues(valueAt(a, sort.field), valueAt(b, sort.field)) * (sort.direction === 'asc' ? 1 : -1))
      : rows;
    return { rows: ordered.slice(skip, skip + take), total: rows.length };
  };
}

/** Export mode: every matching row (up to the API's 10,000) in the table's order. */
export async function fetchAllRows<Row>(fetchPage: PageFetcher<Row>, sort: DataTableSort | null = null): Promise<readonly Row[]> {
  const { rows } = await fetchPage({ take: EXPORT_TAKE, skip: 0, sort });
  return rows;
}
