import { listSchemas } from './list-schemas.ts';
import type { DocumentContext, OpenApiDocument } from './openapi-types.ts';
import { operations } from './operations.ts';
import { sharedParameters } from './parameters.ts';
import { resourceSchemas } from './resource-schemas.ts';
import { errorComponents, rateLimitHeaderComponents } from './responses.ts';
import { sharedSchemas } from './shared-schemas.ts';
import { summarySchemas } from './summary-schemas.ts';

// Markdown, one line an entry.
const OVERVIEW = [
  "The read-only API of one workspace's financial data, as the demo API implements it.",
  '',
  'The authority is the specification (`shared/api-v1.md`); section numbers are quoted as "Spec 4.5 rule 3". Where the spec says',
  '"not shown", the choice is recorded in `docs/api-assumptions.md` and quoted by that name.',
  '',
  "- **Authentication** (spec 5): every request, this description's included, carries `Authorization: Bearer <key>`.",
  '  Checks run in this order on every path, unknown ones included: the key (401), the rate limit (429),' +
    ' the plan (403), then the path (404) and the parameters (400).',
  '- **Rate limit** (spec 8): every response carries `X-RateLimit-Limit`, `X-RateLimit-Remaining`' +
    ' and `X-RateLimit-Reset`; a 429 also `Retry-After`.',
  '- **Errors** (spec 7): every error has the envelope `{ "error": { type, code, message, param, request_id } }`.' +
    ' A path that is not an endpoint,',
  '  or a method other than GET, is 404 `resource_not_found` (the `NotFound` response). HEAD is answered like GET, without a body.',
  '- **Money** (spec 2.1) is a decimal string with two decimals (`"-1250.00"`), never a JSON number.',
  '- **Parameters**: unknown query parameters are ignored, and an empty value (`?direction=`) counts as absent (docs/api-assumptions.md).',
  '- **Versioning** (spec 9): fields, parameters and enum values can be added at any time. Objects may carry fields not listed here,',
  '  and every enum of a response is open: its known values are listed, and `AddedEnumValue` stands for the ones added later.',
].join('\n');

/** The OpenAPI 3.1 description of the demo API, built from the demo's own constants. */
export function openApiDocument(context: DocumentContext): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: 'Workspace Financial Data Read API', version: '1', description: OVERVIEW },
    servers: [
      {
        url: '{base_url}',
        description:
          'Spec 1: the base address, including `/v1`: the demo API of `npm run demo-api` by default, or the real service. ' +
          "Through the dashboard's server, `http://127.0.0.1:8080/api` adds the key itself.",
        variables: { base_url: { default: 'http://127.0.0.1:4010/v1' } },
      },
    ],
    security: [{ bearerKey: [] }],
    tags: [
      { name: 'Accounts', description: 'Spec 4.4.' },
      { name: 'Transactions', description: 'Spec 4.3.' },
      { name: 'Reports', description: 'Spec 4.5.' },
      { name: 'Forecasts', description: 'Spec 4.2.' },
      { name: 'Reference lists', description: 'Spec 4.6: banks, categories, counterparties and labels.' },
      { name: 'Description', description: 'This document.' },
    ],
    paths: operations(context),
    components: {
      schemas: { ...sharedSchemas, ...resourceSchemas, ...listSchemas, ...summarySchemas },
      parameters: sharedParameters,
      headers: rateLimitHeaderComponents(context.rateLimit),
      responses: errorComponents(),
      securitySchemes: {
        bearerKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'Spec 5: a workspace API key; one key reads exactly one workspace. A missing, malformed, unknown or' +
            ' revoked key is 401 `unauthorized`; a key whose plan lacks the API is 403 `forbidden`. The demo' +
            ' accepts `demo_key` (`DEMO_API_KEY`).',
        },
      },
    },
  };
}
