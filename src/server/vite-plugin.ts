import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { Plugin } from 'vite';
import { loadProxyConfig } from './config.ts';
import { withPageMeta } from './page-meta.ts';
import type { PageMeta } from './page-meta.ts';
import { readEnv } from './env-file.ts';
import { API_PREFIX, createApiProxy } from './proxy.ts';
import { openUpstream } from './upstream-target.ts';

/**
 * `npm run dev`: the same `/api` proxy as `npm start`, mounted in Vite's dev server, so hot reload
 * never needs the key in the browser. Starts the embedded demo API when API_BASE_URL is unset.
 * Not applied to builds or Vitest runs.
 */
export function dashboardApiPlugin(): Plugin {
  let pageMeta: PageMeta = { dataSource: 'upstream', today: null };
  return {
    name: 'dashboard-api',
    apply: (_config, { command, mode }) => command === 'serve' && mode !== 'test' && !process.env.VITEST,
    async configureServer(server) {
      const env = readEnv(join(server.config.root, '.env'), process.env);
      const config = loadProxyConfig(env);
      const upstream = await openUpstream(config.upstream, env);
      pageMeta = { dataSource: upstream.dataSource, today: upstream.today };
      server.httpServer?.once('close', () => void upstream.close());
      const api = new Hono().route(
        API_PREFIX,
        createApiProxy({ baseUrl: upstream.baseUrl, apiKey: upstream.apiKey, timeoutMs: config.timeoutMs, cacheTtlS: config.cacheTtlS }),
      );
      const listener = getRequestListener(api.fetch);
      server.middlewares.use((req, res, next) => {
        if (!isApiRequest(req)) return next();
        void listener(req, res);
      });
    },
    transformIndexHtml: (html) => withPageMeta(html, pageMeta),
  };
}

function isApiRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '';
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}
