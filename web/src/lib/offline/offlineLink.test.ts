import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/apolloClient';
import { userMessageOf } from '../api/errors';
import { sessionUser } from '../../test/fixtures';
import { createMockTransport, type MockHandler } from '../../test/mockApi';
import { graphql } from '../../graphql';
import { LOGIN } from '../auth/operations';
import { keepFor, keptAnswer } from './keptData';
import { backOnline, isOffline } from './offlineStatus';
import { keptKeyOf } from './offlineLink';

const CARD = graphql(`
  query EmployeeBaseballCard($employeeNumber: String!) {
    users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) { id }
  }
`);
const TSHIRT = graphql(`
  mutation UpdateTshirt($id: Int!) {
    updateOneUser(where: { id: $id }, data: { tshirtSize: { set: "LG" } }) { id }
  }
`);

function clientWith(handlers: Record<string, MockHandler>) {
  const transport = createMockTransport(handlers);
  return { client: createApiClient({ getToken: () => 'token-a', onUnauthenticated: () => {}, transport: transport.link }), calls: transport.calls };
}

function setBrowserOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

const noSignal = () => Promise.reject(new TypeError('Failed to fetch'));
const card = (id: number) => () => ({ data: { users: [{ __typename: 'User', id }] } });

afterEach(() => {
  setBrowserOnline(true);
  backOnline();
});

describe('the offline link', () => {
  it("keeps the viewer's own card, never another person's; the company's events for anyone", () => {
    keepFor('token-a', sessionUser('fieldSupervisor'));
    expect(keptKeyOf('EmployeeBaseballCard', { employeeNumber: '100002' })).toBe('EmployeeBaseballCard {"employeeNumber":"100002"}');
    expect(keptKeyOf('EmployeeBaseballCard', { employeeNumber: '100001' })).toBeNull();
    expect(keptKeyOf('MyCardSummary', { employeeNumber: '100001' })).toBeNull();
    expect(keptKeyOf('EventsBetween', { from: 'a', until: 'b' })).toBe('EventsBetween {"from":"a","until":"b"}');
    expect(keptKeyOf('FindManyUsers', {})).toBeNull();
  });

  it('keeps the own card as it is read and answers with it when the network fails', async () => {
    keepFor('token-a', sessionUser('user'));
    const online = clientWith({ EmployeeBaseballCard: card(1) });
    await online.client.query({ query: CARD, variables: { employeeNumber: '100001' } });
    expect(keptAnswer('EmployeeBaseballCard {"employeeNumber":"100001"}')?.data).toEqual({ users: [{ __typename: 'User', id: 1 }] });
    expect(isOffline()).toBe(false);

    const offline = clientWith({ EmployeeBaseballCard: noSignal });
    const { data } = await offline.client.query({ query: CARD, variables: { employeeNumber: '100001' } });
    expect(data).toEqual({ users: [{ __typename: 'User', id: 1 }] });
    expect(isOffline()).toBe(true);
  });

  it("does not answer another person's card from a copy: its failure stays a failure", async () => {
    keepFor('token-a', sessionUser('fieldSupervisor'));
    const online = clientWith({ EmployeeBaseballCard: card(9) });
    await online.client.query({ query: CARD, variables: { employeeNumber: '100001' } });
    expect(window.localStorage.getItem('portal.offline')).not.toContain('100001');

    const offline = clientWith({ EmployeeBaseballCard: noSignal });
    await expect(offline.client.query({ query: CARD, variables: { employeeNumber: '100001' } })).rejects.toThrow('Failed to fetch');
  });

  it('refuses a write while offline with a plain message, without a request', async () => {
    setBrowserOnline(false);
    const { client, calls } = clientWith({ UpdateTshirt: () => ({ data: { updateOneUser: { __typename: 'User', id: 1 } } }) });
    const error = await client.mutate({ mutation: TSHIRT, variables: { id: 1 } }).catch((e: unknown) => e);
    expect(userMessageOf(error, 'fallback')).toBe("You are offline: changes can't be saved.");
    expect(calls).toEqual([]);
  });

  it('still tries a sign-in offline: it fails as the network does, not as a refused change', async () => {
    setBrowserOnline(false);
    const { client, calls } = clientWith({ Login: noSignal });
    await expect(client.mutate({ mutation: LOGIN, variables: { input: { email: 'a@b.example', password: 'x' } } })).rejects.toThrow('Failed to fetch');
    expect(calls.map((c) => c.operationName)).toEqual(['Login']);
  });
});
