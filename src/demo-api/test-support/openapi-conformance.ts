import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ADDED_ENUM_VALUE, SCHEMAS, type Schema } from '../openapi/json-schema.ts';
import type { OpenApiDocument, Reference, Response } from '../openapi/openapi-types.ts';

/** What a request got back, as the checker reads it. */
export type Answer = { status: number; headers: Headers; body: unknown };

const COMPONENTS_ID = 'https://openapi.test/components';
/** The declared answer of a request that matches no operation (the description's `NotFound`). */
const UNMATCHED = 'no operation';

/**
 * Checks real answers against the responses an OpenAPI description declares for them, and records which
 * declared responses were seen. It reads the description strictly: objects may hold only the fields listed
 * and open enums only the values listed (spec 9 lets the API add both; the demo must not do so silently).
 */
export class OpenApiConformance {
  private readonly ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  private readonly validators = new Map<Schema, ValidateFunction>();
  private readonly seen = new Set<string>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    const closedSchemas = Object.fromEntries(Object.entries(document.components.schemas).map(([name, schema]) => [name, closed(schema)]));
    this.ajv.addSchema({ $id: COMPONENTS_ID, $defs: { ...closedSchemas, [ADDED_ENUM_VALUE]: { not: {} } } });
  }

  /** The ways `answer` departs from the description of `method path` (empty when it conforms). */
  check(method: string, url: string, answer: Answer): string[] {
    const { operation, responses } = this.declaredFor(method, new URL(url, 'http://demo.test').pathname);
    const declared = responses[String(answer.status)];
    if (declared === undefined)
      return [`${operation} answered ${answer.status}, which it does not declare (${Object.keys(responses).join(', ')})`];
    this.seen.add(`${operation} ${answer.status}`);
    const response = this.resolve(declared, this.document.components.responses);
    return [...this.headerProblems(response, answer.headers), ...this.bodyProblems(response, answer)];
  }

  /** Every declared response no checked answer has matched yet. */
  unseen(): string[] {
    const declared = Object.entries(this.document.paths).flatMap(([path, item]) =>
      Object.keys(item.get.responses).map((status) => `GET ${path} ${status}`),
    );
    return [...declared, `${UNMATCHED} 404`].filter((outcome) => !this.seen.has(outcome));
  }

  private declaredFor(method: string, pathname: string): { operation: string; responses: Record<string, Response | Reference> } {
    const path = pathname.replace(/^\/v1(?=\/)/, '');
    const item = method === 'GET' ? this.document.paths[path] : undefined;
    if (item === undefined) return { operation: UNMATCHED, responses: { '404': this.document.components.responses.NotFound! } };
    return { operation: `GET ${path}`, responses: item.get.responses };
  }

  private headerProblems(response: Response, headers: Headers): string[] {
    return Object.entries(response.headers).flatMap(([name, declared]) => {
      const header = this.resolve(declared, this.document.components.headers);
      const value = headers.get(name);
      if (value === null) return header.required ? [`header ${name} is missing`] : [];
      const parsed = /^\d+$/.test(value) ? Number(value) : value;
      return this.validate(header.schema, parsed).map((problem) => `header ${name}: ${value} ${problem}`);
    });
  }

  private bodyProblems(response: Response, answer: Answer): string[] {
    const mediaType = answer.headers.get('Content-Type')?.split(';')[0]?.trim() ?? '';
    if (!(mediaType in response.content))
      return [`Content-Type ${mediaType} is not declared (${Object.keys(response.content).join(', ')})`];
    return this.validate(response.content['application/json'].schema, answer.body).map((problem) => `body${problem}`);
  }

  private validate(schema: Schema, value: unknown): string[] {
    let validator = this.validators.get(schema);
    if (validator === undefined) {
      validator = this.ajv.compile(closed(schema));
      this.validators.set(schema, validator);
    }
    if (validator(value)) return [];
    return (validator.errors ?? []).map(
      (error) => `${error.instancePath} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)} (${error.schemaPath})`,
    );
  }

  private resolve<T extends object>(item: T | Reference, components: Record<string, T>): T {
    if (!isReference(item)) return item;
    const target = components[item.$ref.split('/').pop() ?? ''];
    if (target === undefined) throw new Error(`unresolved ${item.$ref}`);
    return target;
  }
}

function isReference(item: object): item is Reference {
  return '$ref' in item;
}

/** The strict reading: every object closed to its listed fields, references pointed at the closed components. */
function closed(schema: Schema): Schema {
  const { $ref, properties, items, oneOf, anyOf, not, ...rest } = schema;
  return {
    ...rest,
    ...($ref === undefined ? {} : { $ref: $ref.replace(SCHEMAS, `${COMPONENTS_ID}#/$defs/`) }),
    ...(properties === undefined
      ? {}
      : {
          properties: Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, closed(field)])),
          additionalProperties: rest.additionalProperties ?? false,
        }),
    ...(items && { items: closed(items) }),
    ...(oneOf && { oneOf: oneOf.map(closed) }),
    ...(anyOf && { anyOf: anyOf.map(closed) }),
    ...(not && { not: closed(not) }),
  };
}
