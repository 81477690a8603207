#!/usr/bin/env node
/**
 * Writes the home-screen icons of the web app manifest (web/public/icons/*.png) from the
 * favicon's design (web/public/favicon.svg: a navy rounded square with an orange "D"), with no
 * image library: the shapes are tested per pixel (4x4 samples for smooth edges) and the PNG is
 * encoded with zlib. Run it again (`node scripts/make-app-icons.mjs`) if the favicon changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public', 'icons');
const NAVY = [0x0b, 0x2a, 0x4a];
const ORANGE = [0xc2, 0x57, 0x0c];

/** In the favicon's 32-unit box: is (x, y) inside the "D" (a 8x16 bar and a half disc of radius 8)? */
function inGlyph(x, y) {
  if (y < 8 || y > 24) return false;
  if (x >= 8 && x <= 16) return true;
  return x > 16 && (x - 16) ** 2 + (y - 16) ** 2 <= 64;
}

/** Inside the rounded square (corner radius 6 units), or the whole square when full-bleed. */
function inBackground(x, y, fullBleed) {
  if (x < 0 || y < 0 || x > 32 || y > 32) return false;
  if (fullBleed) return true;
  const cx = Math.min(Math.max(x, 6), 26);
  const cy = Math.min(Math.max(y, 6), 26);
  return (x - cx) ** 2 + (y - cy) ** 2 <= 36;
}

/**
 * The icon's RGBA pixels. A maskable icon fills its square (the platform cuts its own shape) and
 * shrinks the glyph into the central safe zone (a circle of 80% of the width).
 */
function draw(size, maskable) {
  const glyphScale = maskable ? 0.7 : 1;
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 32;
          const y = ((py + (sy + 0.5) / samples) / size) * 32;
          if (!inBackground(x, y, maskable)) continue;
          bg++;
          if (inGlyph(16 + (x - 16) / glyphScale, 16 + (y - 16) / glyphScale)) fg++;
        }
      }
      const total = samples * samples;
      const o = (py * size + px) * 4;
      const mix = bg ? fg / bg : 0;
      for (let c = 0; c < 3; c++) pixels[o + c] = Math.round(NAVY[c] * (1 - mix) + ORANGE[c] * mix);
      pixels[o + 3] = Math.round((bg / total) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG. */
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  // iOS ignores the manifest's icons for the home screen and uses this one (no transparency).
  ['apple-touch-icon.png', 180, true],
];

fs.mkdirSync(OUT, { recursive: true });
for (const [name, size, maskable] of ICONS) {
  fs.writeFileSync(path.join(OUT, name), png(size, draw(size, maskable)));
  console.log(`wrote web/public/icons/${name}`);
}
