import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { Plugin } from 'vite';
import { loadProxyConfig, tuningOf } from '../config/proxy-config.ts';
import { withPageMeta } from './page-meta.ts';
import type { PageMeta } from './page-meta.ts';
import { readEnv } from '../config/env-file.ts';
import { securityHeaders } from '../http/security-headers.ts';
import { createLogger } from '../operations/logger.ts';
import { NO_METRICS } from '../operations/metrics.ts';
import { requestLog } from '../operations/request-log.ts';
import { API_PREFIX, isApiPath } from '../http/api-path.ts';
import { createApiProxy } from '../proxy/proxy.ts';
import { openUpstream } from '../config/upstream-target.ts';

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
      pageMeta = { dataSource: upstream.dataSource, today: config.pinnedToday ?? upstream.today };
      server.httpServer?.once('close', () => void upstream.close());
      // Vite itself refuses unknown Host names (its `server.allowedHosts`); the API answers get their headers here.
      const api = new Hono()
        .use(requestLog({ logger: createLogger(), metrics: NO_METRICS, trustedProxies: [] }))
        .use(securityHeaders())
        .route(API_PREFIX, createApiProxy({ ...tuningOf(config), baseUrl: upstream.baseUrl, apiKey: upstream.apiKey }));
      const listener = getRequestListener(api.fetch);
      server.middlewares.use((req, res, next) => {
        if (!isApiPath(req.url ?? '')) return next();
        void listener(req, res);
      });
    },
    transformIndexHtml: (html) => withPageMeta(html, pageMeta),
  };
}
