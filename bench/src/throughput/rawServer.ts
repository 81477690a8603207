/**
 * The floor of issue 13's figures: one hand-written SQL statement per screen over node:http and
 * a pg pool, sent as a named prepared statement (as the portal sends its reads), answering the
 * statement's JSON as is. Run as a child process of the bench.
 */
import { clock } from '@portal/common';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { countingPool, LISTENING, statementsRoute } from './countingPool';
import { benchScreens } from './screens';

const { pool, statements } = countingPool(process.env.DATABASE_URL!);
const screens = new Map(
  benchScreens({ today: process.env.BENCH_TODAY ?? clock.today(), employeeNumber: process.env.BENCH_EMPLOYEE_NUMBER ?? '' }).map((s, i) => [
    `/${encodeURIComponent(s.name)}`,
    { ...s, statementName: `screen${i}` },
  ]),
);

const server = http.createServer((req, res) => {
  const counted = statementsRoute(req.url, statements);
  if (counted) return void res.end(counted);
  const screen = screens.get(req.url ?? '');
  if (!screen) {
    res.statusCode = 404;
    return void res.end();
  }
  req.resume();
  // A named prepared statement, as the portal sends its reads: parsed once per connection,
  // and planned once PostgreSQL settles on a generic plan.
  pool.query<{ body: unknown }>({ name: screen.statementName, text: screen.rawSql, values: screen.rawParams }).then(
    (result) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: result.rows[0].body }));
    },
    (error: Error) => {
      res.statusCode = 500;
      res.end(JSON.stringify({ errors: [{ message: error.message }] }));
    },
  );
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${LISTENING}${(server.address() as AddressInfo).port}\n`);
});
