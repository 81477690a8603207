/**
 * The journeys' clock is the portal's: the portal runs on a set clock (CLOCK_AT, e2e/portal.ts),
 * and each journey file takes its moment and the company's zone from an API answer's
 * `company-clock` header before it starts, as the web app does (web/src/lib/api/companyClock.ts).
 * So `clock.today()` in a journey is the day the portal's screens show.
 */
import { COMPANY_CLOCK_HEADER, parseCompanyClock, setClock } from '@portal/common';
import { beforeAll, inject } from 'vitest';

beforeAll(async () => {
  const answer = await fetch(`${inject('baseUrl')}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
  const setting = parseCompanyClock(answer.headers.get(COMPANY_CLOCK_HEADER));
  if (!setting) throw new Error(`the portal's answer has no ${COMPANY_CLOCK_HEADER} header`);
  setClock(setting);
});
