import type { Random } from './random.ts';

/** A UUID as four 32-bit words; comparing words in order equals comparing the lowercase strings. */
export type UuidWords = [number, number, number, number];

export function randomUuidWords(random: Random): UuidWords {
  const w1 = ((random.uint32() & 0xffff0fff) | 0x4000) >>> 0;
  const w2 = ((random.uint32() & 0x3fffffff) | 0x80000000) >>> 0;
  return [random.uint32(), w1, w2, random.uint32()];
}

export function randomUuid(random: Random): string {
  return formatUuid(...randomUuidWords(random));
}

export function formatUuid(w0: number, w1: number, w2: number, w3: number): string {
  const hex = hex8(w0) + hex8(w1) + hex8(w2) + hex8(w3);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function parseUuidWords(uuid: string): UuidWords | undefined {
  if (!UUID.test(uuid)) return undefined;
  const hex = uuid.toLowerCase().replaceAll('-', '');
  return [0, 8, 16, 24].map((at) => Number.parseInt(hex.slice(at, at + 8), 16)) as UuidWords;
}

export const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

function hex8(word: number): string {
  return word.toString(16).padStart(8, '0');
}
