/**
 * Issue 30, finding 4: the memory a server keeps for cached answers, with and without Redis.
 * 256 distinct answers of about 690 kB each go through a server (`npm start`'s Node flags) with
 * CACHE_MAX_MB=4; its RSS is read before, right after, and after 20 s idle. A row of
 * `npm run bench -- --only=redis`, or on its own:
 * `npx tsx bench/near-cache-memory.ts`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestRedis } from '../src/server/testing/redis-server.ts';
import { startServer } from './processes.ts';

const ANSWERS = 256;
const ANSWER_BYTES = 690_000;
const CACHE_MAX_MB = 4;
const IDLE_MS = 20_000;

export type MemoryFigures = { startMb: number; afterMb: number; idleMb: number };

/** An upstream answering every path with its own ~690 kB page, as little compressible as real figures. */
async function startLargeUpstream(): Promise<{ baseUrl: string; close(): void }> {
  const server = createServer((request, response) => {
    const rows: string[] = [];
    for (let size = 0, index = 0; size < ANSWER_BYTES; index++) {
      const row =
        `{"id":"${request.url}-${index}",` +
        `"amount":${Math.floor(Math.random() * 1e9)},` +
        `"note":"${Math.random().toString(36).slice(2)}"}`;
      rows.push(row);
      size += row.length + 1;
    }
    response.writeHead(200, {
      'content-type': 'application/json',
      'x-ratelimit-limit': '10000000',
      'x-ratelimit-remaining': '9999999',
      'x-ratelimit-reset': '60',
    });
    response.end(`{"data":[${rows.join(',')}]}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => server.close() };
}

function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

export async function measureNearCacheMemory(redisUrl: string | undefined): Promise<MemoryFigures> {
  const upstream = await startLargeUpstream();
  const server = await startServer({
    apiBaseUrl: upstream.baseUrl,
    cacheMaxMb: CACHE_MAX_MB,
    cacheTtlS: 30,
    ...(redisUrl && { redisUrl }),
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const startMb = rssMb(server.pid);
    for (let page = 0; page < ANSWERS; page++) {
      const reply = await fetch(`${server.url}/api/transactions?limit=500&page_token=p${page}`);
      if (reply.status !== 200) throw new Error(`page ${page}: ${reply.status}`);
      await reply.arrayBuffer();
      // Read twice: the second read is a hit, as a second browser's would be.
      await (await fetch(`${server.url}/api/transactions?limit=500&page_token=p${page}`)).arrayBuffer();
    }
    const afterMb = rssMb(server.pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { startMb, afterMb, idleMb: rssMb(server.pid) };
  } finally {
    await server.stop();
    upstream.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const redis = await startTestRedis();
  try {
    const withRedis = await measureNearCacheMemory(redis.url);
    const withoutRedis = await measureNearCacheMemory(undefined);
    console.table({ 'with Redis': withRedis, 'without Redis': withoutRedis });
  } finally {
    await redis.stop();
  }
}
