/** A seeded generator (sfc32); each named stream is independent, so adding a stream never shifts another. */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  uint32(): number;
};

export function createRandom(seed: number, stream: string): Random {
  let h = hashString(stream) ^ Math.imul(seed | 0, 0x9e3779b1);
  let a = splitmix(h);
  let b = splitmix((h += 0x6d2b79f5));
  let c = splitmix((h += 0x6d2b79f5));
  let d = splitmix((h += 0x6d2b79f5));
  const uint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) uint32();
  const next = (): number => uint32() / 4_294_967_296;
  return {
    next,
    uint32,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A stateless hash of two integers, for details derived on demand (descriptions, times). */
export function mix(a: number, b: number): number {
  return splitmix(Math.imul(a | 0, 0x85ebca6b) ^ (b | 0));
}

function splitmix(value: number): number {
  let z = (value + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}
