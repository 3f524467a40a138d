/**
 * Seeded option order (product.md §2.12): each learner and attempt sees the options in its own
 * order, the same every time that attempt is shown, so the right answer's place cannot be learnt.
 * Not cryptographic: the order only has to differ between learners, the server grades by option id.
 */

/** cyrb53: a fast 53-bit string hash with good spread (public domain, bryc). */
export function hashSeed(seed: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < seed.length; i++) {
    const ch = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A permutation of 0…length-1 that depends only on the seed (Fisher–Yates). */
export function seededOrder(seed: string, length: number): number[] {
  const order = Array.from({ length }, (_, i) => i);
  const next = generator(hashSeed(seed));
  for (let i = length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** The items in the seed's order. */
export function seededShuffle<T>(seed: string, items: readonly T[]): T[] {
  return seededOrder(seed, items.length).map((i) => items[i] as T);
}

/** The seed of one learner's view of one quiz: a bank attempt id, or a lesson's quiz block id. */
export const shuffleSeed = (userId: string, scope: string): string => `${userId}:${scope}`;
