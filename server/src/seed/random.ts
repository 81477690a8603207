/**
 * A small seeded pseudo-random generator (sfc32 seeded through cyrb128). Math.random cannot be
 * seeded, and the demo data must be reproducible: the same seed and the same "today" give the
 * same company, so screenshots, tests and benchmark runs can be compared.
 */

/** Hashes a string into four 32-bit words (cyrb128), the state sfc32 starts from. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(private readonly seed: string) {
    [this.a, this.b, this.c, this.d] = cyrb128(seed);
    // Discard the first outputs: sfc32 mixes poorly for a few rounds after seeding.
    for (let i = 0; i < 15; i++) this.next();
  }

  /**
   * An independent stream for one part of the data. Each part draws from its own stream, so
   * changing how many numbers one part uses does not reshuffle every part generated after it.
   */
  fork(label: string): Rng {
    return new Rng(`${this.seed}/${label}`);
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by relative weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /**
   * Up to `count` distinct items, each draw weighted by `weight`. The lists are short (the code
   * catalogue), so the quadratic loop is cheaper than anything cleverer.
   */
  sampleWeighted<T>(items: readonly T[], count: number, weight: (item: T) => number): T[] {
    const pool = items.map((item) => ({ item, w: Math.max(0, weight(item)) })).filter((e) => e.w > 0);
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const total = pool.reduce((sum, e) => sum + e.w, 0);
      let roll = this.next() * total;
      let index = pool.length - 1;
      for (let i = 0; i < pool.length; i++) {
        roll -= pool[i].w;
        if (roll < 0) {
          index = i;
          break;
        }
      }
      chosen.push(pool[index].item);
      pool.splice(index, 1);
    }
    return chosen;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** A string of random decimal digits (license numbers, phone lines). */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(this.int(0, 9));
    return out;
  }
}
