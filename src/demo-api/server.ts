import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createDemoApi } from './app.ts';
import type { DemoOptions } from './options.ts';
import type { DemoStore } from './store.ts';

export type RunningDemoApi = { baseUrl: string; store: DemoStore; close(): Promise<void> };

/** Starts the demo API on a socket (port 0 picks a free one); `baseUrl` ends with /v1. */
export async function startDemoApi(options: DemoOptions, listen: { port: number; host?: string }): Promise<RunningDemoApi> {
  const { app, store } = createDemoApi(options);
  const hostname = listen.host ?? '127.0.0.1';
  const { server, address } = await new Promise<{ server: ReturnType<typeof serve>; address: AddressInfo }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: listen.port, hostname }, (info) => resolve({ server, address: info }));
    server.once('error', reject);
  });
  // Longer than any client's idle timeout, so a client never reuses a socket the server is closing.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    baseUrl: `http://${host}:${address.port}/v1`,
    store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
