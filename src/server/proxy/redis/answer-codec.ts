import { z } from 'zod';
import type { StoredAnswer } from '../answer-store.ts';
import type { CachedAnswer } from '../cached-answer.ts';
import { UpstreamFault } from '../upstream-fetch.ts';

/**
 * Answers as one Redis value: a JSON head (status, the passed-back headers, times), the body and
 * its gzipped copy, each preceded by its length. One GET reads an answer whole, bytes untouched.
 */
const headSchema = z.object({
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  upstreamRequestId: z.string().nullable(),
  times: z.object({ fetchedAt: z.number(), expiresAt: z.number(), staleUntil: z.number() }).optional(),
  fault: z
    .object({
      code: z.enum(['upstream_unreachable', 'upstream_timeout', 'upstream_invalid_response', 'upstream_too_large']),
      status: z.union([z.literal(502), z.literal(504)]),
      message: z.string(),
    })
    .optional(),
});

type Head = z.infer<typeof headSchema>;
type Times = Omit<StoredAnswer, 'answer'>;

const EMPTY = Buffer.alloc(0);

export function encodeAnswer(answer: CachedAnswer, gzipped: Uint8Array | undefined, times?: Times): Buffer {
  const head: Head = {
    status: answer.status,
    headers: answer.headers,
    upstreamRequestId: answer.upstreamRequestId,
    ...(times && { times }),
  };
  return frame([Buffer.from(JSON.stringify(head)), toBuffer(answer.body), gzipped ? toBuffer(gzipped) : EMPTY]);
}

/** A failed upstream call, for the instances that waited on it: they answer the same error. */
export function encodeFault(fault: UpstreamFault): Buffer {
  const head: Head = {
    status: fault.status,
    headers: {},
    upstreamRequestId: null,
    fault: { code: fault.code, status: fault.status, message: fault.message },
  };
  return frame([Buffer.from(JSON.stringify(head)), EMPTY, EMPTY]);
}

/** The answer in `value`, or the fault it records (thrown); undefined for a value that is not one of ours. */
export function decodeAnswer(value: Buffer): { answer: CachedAnswer; times?: Times } | undefined {
  const [headBytes, body, gzipped] = unframe(value);
  if (!headBytes || !body || !gzipped) return undefined;
  const head = headSchema.safeParse(parseJson(headBytes.toString('utf8')));
  if (!head.success) return undefined;
  const { status, headers, upstreamRequestId, times, fault } = head.data;
  if (fault) throw new UpstreamFault(fault.code, fault.status, fault.message);
  const answer: CachedAnswer = { status, headers, body, upstreamRequestId, ...(gzipped.byteLength > 0 && { gzipped }) };
  return times ? { answer, times } : { answer };
}

export function storedOf(value: Buffer | null): StoredAnswer | undefined {
  const decoded = value ? decodeAnswer(value) : undefined;
  return decoded?.times ? { answer: decoded.answer, ...decoded.times } : undefined;
}

/** The times in the head at the start of a value (its first bytes suffice), or undefined when they are not all there. */
export function timesInHead(start: Buffer): Times | undefined {
  if (start.byteLength < 4) return undefined;
  const length = start.readUInt32BE(0);
  if (start.byteLength < 4 + length) return undefined;
  const head = headSchema.safeParse(parseJson(start.subarray(4, 4 + length).toString('utf8')));
  return head.success ? head.data.times : undefined;
}

function toBuffer(bytes: string | Uint8Array): Buffer {
  return typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function frame(parts: Buffer[]): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(part.byteLength);
    pieces.push(length, part);
  }
  return Buffer.concat(pieces);
}

function unframe(value: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let offset = 0; offset + 4 <= value.byteLength;) {
    const length = value.readUInt32BE(offset);
    parts.push(value.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length;
  }
  return parts;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
