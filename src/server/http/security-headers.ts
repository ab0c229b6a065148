import type { MiddlewareHandler } from 'hono';
import { isApiPath } from './api-path.ts';

/**
 * No inline script or style anywhere: the data-source flag travels in a meta tag, and the chart
 * library styles through the DOM (which CSP allows), so `'unsafe-inline'` is not needed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** API answers are data, never a document: opened on their own, they may load, run and frame nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Sets the security headers on every response, errors and 401s included. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    setSecurityHeaders(c.res.headers, c.req.path);
  };
}

/** The same headers for answers made outside the app (requests the HTTP layer refuses). */
export function setSecurityHeaders(headers: Headers, path: string): void {
  headers.set('Content-Security-Policy', isApiPath(path) ? API_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'no-referrer');
}
