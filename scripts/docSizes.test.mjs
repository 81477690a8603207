/**
 * Docs that fit in one sitting (issue 43, item 7): README.md under 1,000 words and every decision
 * record under 600 (one page). A longer text belongs elsewhere: operations in docs/OPERATIONS.md,
 * the bench in docs/BENCH.md, dated measurements in docs/bench-journal.md.
 *
 * Words are counted as `wc -w` counts them: runs of characters between white space, so Markdown's
 * table pipes and list dashes count too.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README = 'README.md';
const DECISIONS = 'docs/decisions';
const README_LIMIT = 1000;
const RECORD_LIMIT = 600;

const wordCount = (text) => text.split(/\s+/).filter(Boolean).length;
const words = (file) => wordCount(fs.readFileSync(path.join(repo, file), 'utf8'));
const records = () =>
  fs
    .readdirSync(path.join(repo, DECISIONS))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `${DECISIONS}/${name}`);

describe('docs that fit in one sitting', () => {
  it(`README.md has fewer than ${README_LIMIT} words`, () => {
    expect(words(README)).toBeLessThan(README_LIMIT);
  });

  it(`every decision record has fewer than ${RECORD_LIMIT} words (one page)`, () => {
    const files = records();
    expect(files.length).toBeGreaterThan(100);
    const over = files.map((file) => ({ file, words: words(file) })).filter((r) => r.words >= RECORD_LIMIT);
    expect(over.map((r) => `${r.file}: ${r.words} words`)).toEqual([]);
  });

  it('counts words as wc -w does', () => {
    expect(wordCount('| `PORT` | `4000` | HTTP port |\n\n- a list,\titem\n')).toBe(12);
    const files = [README, ...records()];
    const wc = execFileSync('wc', ['-w', ...files], { cwd: repo, encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(0, files.length)
      .map((line) => Number(line.trim().split(/\s+/)[0]));
    expect(files.map(words)).toEqual(wc);
  });
});
