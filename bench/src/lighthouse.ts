/**
 * Lighthouse performance of the sign-in page and a cold dashboard (issue 28), on the desktop
 * and mobile presets, in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) against
 * a running production server. The dashboard is opened with a session: the token cookie the
 * app reads is set in the browser first (Lighthouse clears the HTTP cache between runs but keeps
 * cookies), so its figures are a signed-in user's first visit, with the layout cookie the app
 * would have set on an earlier one (the preset's: a phone's for mobile).
 *
 * `npm run bench` runs it after its throughput part; alone: `npm run bench:lighthouse` with
 * BENCH_DATABASE_URL (or DATA_DIR) naming a seeded database. LIGHTHOUSE_REPORT_DIR=<folder> keeps
 * each run's JSON report there.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { clock, LAYOUT_COOKIE, PHONE_LAYOUT, TOKEN_COOKIE } from '@portal/common';

/** Issue 28's target for every page and preset. */
export const LIGHTHOUSE_TARGET = 95;

export interface LighthouseScore {
  page: string;
  preset: 'desktop' | 'mobile';
  /** Performance score, 0 to 100. */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes on the wire for the whole load. */
  transferKb: number;
}


export async function measureLighthouse(options: { baseUrl: string; token: string; log?: (line: string) => void }): Promise<LighthouseScore[]> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`Lighthouse needs Chromium at ${chromePath} (apt-get install -y chromium).`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const scores: LighthouseScore[] = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const host = new URL(options.baseUrl).hostname;
    const pages = [
      { page: 'sign-in', url: `${options.baseUrl}/login`, signedIn: false },
      { page: 'dashboard', url: `${options.baseUrl}/dashboard`, signedIn: true },
    ];
    for (const target of pages) {
      // The sign-in page comes first, before the browser has the session.
      if (target.signedIn) await browser.setCookie({ name: TOKEN_COOKIE, value: options.token, domain: host, path: '/', sameSite: 'Strict' });
      for (const preset of ['desktop', 'mobile'] as const) {
        // As a returning browser of that kind: its app told the server its layout on an earlier visit (a phone's dashboard is then drawn, decision 0144).
        await browser.setCookie({ name: LAYOUT_COOKIE, value: preset === 'mobile' ? PHONE_LAYOUT : 'wide', domain: host, path: '/', sameSite: 'Strict' });
        const run = () =>
          lighthouse(target.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, preset === 'desktop' ? desktopConfig : undefined);
        // A page that painted nothing in time on this loaded machine gets one more try.
        let lhr = (await run())!.lhr;
        if (lhr.runtimeError) lhr = (await run())!.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${target.page} (${preset}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        // LIGHTHOUSE_REPORT_DIR keeps each run's whole report (its opportunities and diagnostics).
        const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
        if (reportDir) {
          fs.mkdirSync(reportDir, { recursive: true });
          fs.writeFileSync(`${reportDir}/${target.page}-${preset}-${clock.nowMs()}.json`, JSON.stringify(lhr));
        }
        // Scored audits only: some unscored insights fail on Node 20 (they use Node 22's iterator helpers).
        const scored = new Set(lhr.categories.performance.auditRefs.filter((r) => r.weight > 0).map((r) => r.id));
        const failed = Object.values(lhr.audits).filter((a) => scored.has(a.id) && a.scoreDisplayMode === 'error');
        if (failed.length) throw new Error(`Lighthouse on ${target.page} (${preset}): ${failed.map((a) => `${a.id}: ${a.errorMessage}`).join('; ')}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const score: LighthouseScore = {
          page: target.page,
          preset,
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          tbtMs: Math.round(audit('total-blocking-time')),
          transferKb: Math.round(audit('total-byte-weight') / 1024),
        };
        scores.push(score);
        options.log?.(lighthouseLine(score));
      }
    }
    await browser.disconnect();
  } finally {
    await chrome.kill();
  }
  return scores;
}

function lighthouseLine(s: LighthouseScore): string {
  const ok = s.score >= LIGHTHOUSE_TARGET ? 'ok  ' : 'LOW ';
  return `${ok} Lighthouse ${s.page.padEnd(9)} ${s.preset.padEnd(7)} performance ${String(s.score).padStart(3)} (target ${LIGHTHOUSE_TARGET}): LCP ${s.lcpMs} ms, CLS ${s.cls}, TBT ${s.tbtMs} ms, ${s.transferKb} KB on the wire`;
}
