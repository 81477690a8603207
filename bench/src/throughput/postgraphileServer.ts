/**
 * PostGraphile 5 over the bench database, for the side-by-side figures of issue 13: the amber
 * preset with the connection-filter plugin, production mode, the same pool size as the portal.
 * Run as a child process of the bench (`DATABASE_URL`, `PORT`); not part of the product.
 */
import { clock } from '@portal/common';
import './nodeCompat';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { PostGraphileConnectionFilterPreset } from 'postgraphile-plugin-connection-filter';
import { countingPool, LISTENING, statementsRoute } from './countingPool';
import { pointsSelect } from './screens';

process.env.GRAPHILE_ENV ??= 'production';
const { pool, statements } = countingPool(process.env.DATABASE_URL!);

/**
 * The card's points as PostgreSQL computed columns, so PostGraphile does the portal's work:
 * `User.pointTotals` (the five totals in one pass over the holdings, the SQL of the raw
 * statement, decision 0083) and `User.averageCompanyPoints` (the newest snapshot). Created in
 * the bench's database before PostGraphile reads its schema; the portal never calls them.
 */
await pool.query(`
  create or replace function users_point_totals(u users, out points int, out lic_points int, out cer_points int, out skill_points int, out course_points int)
    language sql stable as $fn$ ${pointsSelect('u.id', `'${clock.timeZone().replace(/'/g, "''")}'`)} $fn$;
  create or replace function users_average_company_points(u users) returns float8
    language sql stable as $fn$ select points from average_points order by time_stamp desc limit 1 $fn$;`);
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
