/**
 * A quiet install (issue 43 item 7, decision 0150): on the Node the README names, `npm ci` warns
 * about no package's engines. Every package the repository's lockfile installs must accept that
 * Node version; the bench's own packages (bench/, installed on demand) may ask for more. Reads
 * package-lock.json's `engines` fields, no network.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');

/** "Node 20.19 or later" in the README, the version the repository promises to install on. */
function readmeNode() {
  const named = /Node (\d+\.\d+(?:\.\d+)?) or later/.exec(read('README.md'));
  if (!named) throw new Error('README.md names no "Node X.Y or later"');
  return semver.coerce(named[1]).version;
}

it("names the same Node in the README as package.json's engines", () => {
  const engines = JSON.parse(read('package.json')).engines.node;
  expect(semver.minVersion(engines).version).toBe(readmeNode());
});

it("installs no package whose engines refuse the README's Node", () => {
  const node = readmeNode();
  const { packages } = JSON.parse(read('package-lock.json'));
  const refusing = Object.entries(packages)
    .filter(([where, entry]) => where !== '' && typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(node, entry.engines.node))
    .map(([where, entry]) => `${where} ${entry.version}: node ${entry.engines.node}`);
  expect(refusing).toEqual([]);
});
