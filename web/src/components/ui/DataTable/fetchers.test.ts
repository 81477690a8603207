import { gql, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/apolloClient';
import { createMockTransport } from '../../../test/mockApi';
import { clientSidePages, fetchAllRows, orderByOf, queryPageFetcher } from './fetchers';

interface Row {
  __typename: 'Project';
  id: number;
  name: string;
}

type ProjectsData = { findManyProject: Row[]; aggregateProject: { _count: { _all: number } } };
type ProjectsVariables = { take: number; skip: number; orderBy: unknown[]; where: unknown };

const PROJECTS: TypedDocumentNode<ProjectsData, ProjectsVariables> = gql`
  query ProjectsPage($take: Int, $skip: Int, $orderBy: [ProjectOrderByWithRelationInput!], $where: ProjectWhereInput) {
    findManyProject(take: $take, skip: $skip, orderBy: $orderBy, where: $where) {
      id
      name
    }
    aggregateProject(where: $where) {
      _count {
        _all
      }
    }
  }
`;

describe('orderByOf', () => {
  it('turns a sort into the API orderBy list, reaching into relations', () => {
    expect(orderByOf({ field: 'name', direction: 'asc' })).toEqual([{ name: 'asc' }]);
    expect(orderByOf({ field: 'user.firstName', direction: 'desc' }, [{ id: 'asc' }])).toEqual([{ user: { firstName: 'desc' } }, { id: 'asc' }]);
    expect(orderByOf(null, [{ id: 'asc' }])).toEqual([{ id: 'asc' }]);
  });
});

describe('queryPageFetcher', () => {
  it('asks for take/skip/orderBy and reads the rows and the aggregate count', async () => {
    const transport = createMockTransport({
      ProjectsPage: () => ({
        data: {
          findManyProject: [{ __typename: 'Project', id: 3, name: 'Harbor' }],
          aggregateProject: { __typename: 'AggregateProject', _count: { __typename: 'ProjectCountAggregate', _all: 41 } },
        },
      }),
    });
    const client = createApiClient({ getToken: () => 'tok', onUnauthenticated: () => {}, transport: transport.link });
    const fetchPage = queryPageFetcher(client, {
      query: PROJECTS,
      variables: ({ take, skip, sort }) => ({ take, skip, orderBy: orderByOf(sort, [{ id: 'asc' }]), where: { name: { contains: 'Ha' } } }),
      rows: (data) => data.findManyProject,
      total: (data) => data.aggregateProject._count._all,
    });

    const page = await fetchPage({ take: 25, skip: 50, sort: { field: 'name', direction: 'desc' } });
    expect(page).toEqual({ rows: [{ __typename: 'Project', id: 3, name: 'Harbor' }], total: 41 });
    expect(transport.calls[0].variables).toEqual({ take: 25, skip: 50, orderBy: [{ name: 'desc' }, { id: 'asc' }], where: { name: { contains: 'Ha' } } });

    await fetchAllRows(fetchPage, null);
    expect(transport.calls[1].variables).toMatchObject({ take: 10_000, skip: 0 });
  });
});

describe('clientSidePages', () => {
  it('pages and sorts rows in memory', async () => {
    const fetchPage = clientSidePages([{ n: 'b' }, { n: 'a' }, { n: 'c' }]);
    expect(await fetchPage({ take: 2, skip: 0, sort: { field: 'n', direction: 'asc' } })).toEqual({ rows: [{ n: 'a' }, { n: 'b' }], total: 3 });
    expect(await fetchPage({ take: 2, skip: 2, sort: { field: 'n', direction: 'asc' } })).toEqual({ rows: [{ n: 'c' }], total: 3 });
  });
});
