import { describe, expect, it } from 'vitest';
import { lazyApiClient } from './apiClient';
import { createApiClient } from './apolloClient';
import { createMockTransport } from '../../test/mockApi';

const options = { getToken: () => null, onUnauthenticated: () => {}, transport: createMockTransport({}).link };

describe('the lazily created API client', () => {
  it('loads the client code once and gives every caller the same client', async () => {
    let loads = 0;
    const api = lazyApiClient(options, async () => {
      loads += 1;
      return { createApiClient };
    });
    expect(api.current()).toBeNull();
    const [first, second] = await Promise.all([api.getClient(), api.getClient()]);
    expect(api.current()).toBe(first);
    expect(await api.getClient()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('loads again after a failed load (the browser was offline)', async () => {
    let attempts = 0;
    const api = lazyApiClient(options, async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { createApiClient };
    });
    await expect(api.getClient()).rejects.toThrow('Failed to fetch');
    expect(api.current()).toBeNull();
    const client = await api.getClient();
    expect(await api.getClient()).toBe(client);
    expect(attempts).toBe(2);
  });
});
