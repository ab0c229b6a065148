/** The JSON Schema 2020-12 keywords this description uses (OpenAPI 3.1 schemas are JSON Schema 2020-12). */
export type Schema = {
  $ref?: string;
  description?: string;
  type?: JsonType | JsonType[];
  const?: string | boolean | null;
  enum?: string[];
  format?: 'uuid' | 'date' | 'date-time';
  pattern?: string;
  minimum?: number;
  maximum?: number;
  default?: string | number;
  examples?: (string | number)[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: Schema;
  uniqueItems?: boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
  not?: Schema;
};

type JsonType = 'string' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** The components every `$ref` of a schema points into. */
export const SCHEMAS = '#/components/schemas/';

/** A reference to a component schema, with what the field means in this place. */
export const ref = (name: string, description?: string): Schema => ({
  $ref: `${SCHEMAS}${name}`,
  ...(description === undefined ? {} : { description }),
});

/** A field that always holds one value, such as `object` (spec 2: "every resource object carries `object`"). */
export const constant = (value: string | boolean | null, description: string): Schema => ({
  ...(value === null ? { type: 'null' } : { type: typeof value === 'string' ? 'string' : 'boolean', const: value }),
  description,
});

/** An object whose listed fields are all required (spec 2: "fields listed as required are always present"). */
export function object(description: string, properties: Record<string, Schema>): Schema {
  return { type: 'object', description, required: Object.keys(properties), properties };
}

/** A schema that also admits `null` ("`null` is a legal value only where the type says so", spec 2). */
export function orNull(schema: Schema, description?: string): Schema {
  return { ...(description === undefined ? {} : { description }), oneOf: [schema, { type: 'null' }] };
}

/** A closed enum: the values a request parameter accepts; the demo refuses any other. */
export function closedEnum(values: readonly string[], description: string): Schema {
  return { type: 'string', description, enum: [...values] };
}

/** The component behind every open enum; the drift test swaps it for "nothing" to hold the demo to the listed values. */
export const ADDED_ENUM_VALUE = 'AddedEnumValue';

/**
 * Spec 9 rule 3: an enum in a response is open. The values known today are listed with their meaning;
 * any other string may appear later (`AddedEnumValue`), and a client shows it as itself.
 *
 * @example openEnum('Spec 2.1', { inflow: 'money in', outflow: 'money out' })
 */
export function openEnum(description: string, meanings: Record<string, string>): Schema {
  return {
    description: `${description} Known values:\n\n${meaningList(meanings)}`,
    anyOf: [{ type: 'string', enum: Object.keys(meanings) }, ref(ADDED_ENUM_VALUE)],
  };
}

/** Enum values and their meanings as a Markdown list, for descriptions. */
export function meaningList(meanings: Record<string, string>): string {
  return Object.entries(meanings)
    .map(([value, meaning]) => `- \`${value}\`: ${meaning}`)
    .join('\n');
}
