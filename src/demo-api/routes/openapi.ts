import { Hono } from 'hono';
import { openApiDocument } from '../openapi/openapi-document.ts';
import type { DocumentContext } from '../openapi/openapi-types.ts';

/** GET /openapi.json: the OpenAPI 3.1 description, built once; auth and rate limit apply as on every endpoint. */
export function openApiRoutes(context: DocumentContext): Hono {
  const document = openApiDocument(context);
  return new Hono().get('/', (c) => c.json(document));
}
