/**
 * PostGraphile 5 over the bench database, for the side-by-side figures of issue 13: the amber
 * preset with the connection-filter plugin, production mode, the same pool size as the portal.
 * Run as a child process of the bench (`DATABASE_URL`, `PORT`); not part of the product.
 */
import './nodeCompat';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { PostGraphileConnectionFilterPreset } from 'postgraphile-plugin-connection-filter';
import { countingPool, LISTENING, statementsRoute } from './countingPool';

process.env.GRAPHILE_ENV ??= 'production';
const { pool, statements } = countingPool(process.env.DATABASE_URL!);
const pgl = postgraphile({
  extends: [PostGraphileAmberPreset, PostGraphileConnectionFilterPreset],
  pgServices: [makePgService({ pool, schemas: ['public'] })],
  grafserv: { graphqlPath: '/graphql', graphiql: false },
});
const handler = pgl.createServ(grafserv).createHandler();
const server = http.createServer((req, res) => {
  const counted = statementsRoute(req.url, statements);
  if (counted) res.end(counted);
  else handler(req, res);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${LISTENING}${(server.address() as AddressInfo).port}\n`);
});
