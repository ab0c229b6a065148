import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createDemoApi } from '../../demo-api/app.ts';
import { readDemoOptions } from '../../demo-api/options.ts';
import { createApp } from '../app.ts';
import { createAppServer } from '../http/request-listener.ts';
import { openSharedState } from '../shared-stores/open-shared-state.ts';
import type { SharedState } from '../shared-stores/shared-state.ts';
import { TEST_TUNING } from './fake-upstream.ts';

/** A key that must never show up in Redis or a log: distinctive enough to search for. */
export const SECRET_API_KEY = 'sk_live_scaleout_4f9a2b7e1d';

export type UpstreamCall = { path: string; status: number; at: number };

export type CountingDemo = {
  baseUrl: string;
  /** Every request that reached the demo API, in order. */
  calls: UpstreamCall[];
  /** Holds the next request whose path contains `marker` for `ms` before answering it. */
  delayNext(marker: string, ms: number): void;
  /** Holds the next request whose path contains `marker` from its arrival until `release` is called. */
  holdNext(marker: string): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
};

/** The demo API on its own socket with its real limit (120 a minute), counting what reaches it. */
export async function startCountingDemo(rateLimit = 120): Promise<CountingDemo> {
  const options = {
    ...readDemoOptions({ DEMO_SEED: '7', DEMO_TODAY: '2026-03-15', DEMO_SCALE: '0.05', DEMO_API_KEY: SECRET_API_KEY }),
    rateLimit,
  };
  const { app } = createDemoApi(options);
  const calls: UpstreamCall[] = [];
  const delays: { marker: string; until: () => Promise<void> }[] = [];
  const listener = getRequestListener(async (incoming: Request) => {
    const url = new URL(incoming.url);
    const path = `${url.pathname}${url.search}`;
    const held = delays.findIndex((delay) => path.includes(delay.marker));
    const [delay] = held >= 0 ? delays.splice(held, 1) : [];
    if (delay) await delay.until();
    const response = await app.fetch(incoming);
    calls.push({ path, status: response.status, at: Date.now() });
    return response;
  });
  const server = createServer((incoming, outgoing) => void listener(incoming, outgoing));
  await listen(server);
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    delayNext: (marker, ms) => delays.push({ marker, until: () => new Promise((resolve) => setTimeout(resolve, ms)) }),
    holdNext: (marker) => {
      let release = () => {};
      let arrive = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      delays.push({ marker, until: () => (arrive(), released) });
      return { arrived, release };
    },
    close: () => closeServer(server),
  };
}

export type TestInstance = {
  url: string;
  shared: SharedState;
  logs: string[];
  /** How many requests this instance's socket has received so far, answered or not. */
  received(): number;
  stop(): Promise<void>;
};

/** One dashboard server in this process with its own connection to Redis, as a separate instance would have. */
export async function startInstance(options: {
  redisUrl: string | null;
  baseUrl: string;
  timeoutMs?: number;
  cacheTtlS?: number;
}): Promise<TestInstance> {
  const logs: string[] = [];
  const timeoutMs = options.timeoutMs ?? 5000;
  const cacheTtlS = options.cacheTtlS ?? TEST_TUNING.cacheTtlS;
  const shared = await openSharedState({
    redisUrl: options.redisUrl,
    baseUrl: options.baseUrl,
    apiKey: SECRET_API_KEY,
    cache: { ttlS: cacheTtlS, staleMaxS: TEST_TUNING.cacheStaleMaxS, maxBytes: TEST_TUNING.cacheMaxBytes },
    claimTtlMs: timeoutMs,
    log: (line) => logs.push(line),
  });
  let server: Server | null = null;
  const app = createApp({
    proxy: { ...TEST_TUNING, cacheTtlS, timeoutMs, baseUrl: options.baseUrl, apiKey: SECRET_API_KEY },
    log: (line) => logs.push(line),
    distDir: emptyDist(),
    pageMeta: { dataSource: 'upstream', today: null },
    access: { kind: 'none' },
    hosts: { allowedHosts: [], listeningPort: () => (server?.address() as AddressInfo).port },
    shared,
  });
  server = createAppServer(app);
  let received = 0;
  server.on('request', () => received++);
  await listen(server);
  const running = server;
  return {
    url: `http://127.0.0.1:${(running.address() as AddressInfo).port}`,
    shared,
    logs,
    received: () => received,
    stop: async () => {
      await closeServer(running);
      await shared.close();
    },
  };
}

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A GET from a given loopback address: each address is another client with its own share. */
export function getFrom(url: string, localAddress = '127.0.0.1'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request(url, { localAddress, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

function emptyDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-scale-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  return dir;
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
