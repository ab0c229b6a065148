import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from './error-envelope.ts';

/** What the app's own requests carry (`same-origin`) or a typed address (`none`); absent outside browsers. */
const OWN_PAGES = new Set(['same-origin', 'none']);

export type OwnPagesOptions = {
  /** The refusal's sentence: what answers only the dashboard's own pages. */
  message: string;
  /** The request's id for the envelope (the request log's); a new one otherwise. */
  requestId?: (c: Context) => string;
};

/**
 * Refuses what a browser says another site's page asked for (`Sec-Fetch-Site: cross-site`), or
 * another origin of the same site (`same-site`: another port or subdomain), with 403
 * `cross_site_request`: such a page must neither spend the API key nor read the workspace
 * through the reader's cookies (a `<script>` tag, a cross-origin fetch in `no-cors` mode).
 * Clients that are not browsers send no such header and pass. For the reads of `/api` and
 * `/workspace`; the workspace's writes have a stricter guard of their own (same-origin only).
 */
export function ownPagesOnly(options: OwnPagesOptions): MiddlewareHandler {
  return async (c, next) => {
    const site = c.req.header('sec-fetch-site');
    if (site === undefined || OWN_PAGES.has(site)) return next();
    return errorResponse(403, {
      type: 'invalid_request',
      code: 'cross_site_request',
      message: options.message,
      ...(options.requestId && { requestId: options.requestId(c) }),
    });
  };
}
