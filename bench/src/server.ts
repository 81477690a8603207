/** The real HTTP server on a free port for the benches, over a database they prepared. */
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/src/config';
import type { Db } from '../../server/src/db/client';
import { createApp } from '../../server/src/http/app';
import { createLogger } from '../../server/src/lib/logger';
import { createServices } from '../../server/src/services';

export async function startBenchServer(db: Db) {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const log = createLogger('silent');
  const services = await createServices(db, config, log);
  const app = createApp({ db, log, services });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  return { app, services, url };
}
