import { Hono, type Context } from 'hono';
import { ApiError, errorBody, forbidden, internalError, rateLimited, requestId, resourceNotFound, unauthorized } from './errors.ts';
import type { DemoOptions } from './options.ts';
import { rateLimitHeaders, RateLimiter, type RateLimitState } from './rate-limit.ts';
import { accountRoutes } from './routes/accounts.ts';
import { forecastRoutes } from './routes/forecasts.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { referenceListRoutes } from './routes/reference-lists.ts';
import { summaryRoutes } from './routes/summary.ts';
import { transactionRoutes } from './routes/transactions.ts';
import { DemoStore } from './store.ts';

/** Per-request state, kept beside the request so the app stays a plain `Hono` for its callers. */
type RequestState = { requestId: string; rateLimit: RateLimitState };

/** The demo API: every endpoint under /v1, authenticated, rate-limited, errors in the envelope of section 7. */
export function createDemoApi(options: DemoOptions): { app: Hono; store: DemoStore } {
  const store = new DemoStore(options);
  const limiter = new RateLimiter(options.rateLimit);
  const app = new Hono();
  const states = new WeakMap<Request, RequestState>();
  const errorResponse = (c: Context, error: ApiError): Response => {
    const state = states.get(c.req.raw) ?? { requestId: requestId(), rateLimit: limiter.untouched() };
    return c.json(errorBody(error, state.requestId), error.status, rateLimitHeaders(state.rateLimit));
  };

  app.use('*', async (c: Context, next) => {
    const key = bearerKey(c.req.header('Authorization'));
    const known = key !== undefined && (key === options.apiKey || key === options.forbiddenKey);
    const state = { requestId: requestId(), rateLimit: known ? limiter.hit(key) : limiter.untouched() };
    states.set(c.req.raw, state);
    if (!known) return errorResponse(c, unauthorized());
    if (!state.rateLimit.allowed) return errorResponse(c, rateLimited(options.rateLimit));
    if (key === options.forbiddenKey) return errorResponse(c, forbidden());
    await next();
    for (const [name, value] of Object.entries(rateLimitHeaders(state.rateLimit))) c.res.headers.set(name, value);
  });

  app.route('/v1/accounts', accountRoutes(store));
  app.route('/v1/transactions/summary', summaryRoutes(store));
  app.route('/v1/transactions', transactionRoutes(store));
  app.route('/v1/forecasts', forecastRoutes(store));
  app.route('/v1', referenceListRoutes(store));
  app.route('/v1/openapi.json', openApiRoutes({ rateLimit: options.rateLimit, workspaceCurrency: store.workspace.currency }));

  app.notFound((c) => errorResponse(c, resourceNotFound(c.req.method, c.req.path)));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    console.error('[demo-api] unexpected error', error);
    return errorResponse(c, internalError());
  });
  return { app, store };
}

/** The key of an `Authorization: Bearer <key>` header; anything else is no key. */
function bearerKey(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
