import type { Schema } from './json-schema.ts';

// The OpenAPI 3.1 objects this description uses, typed so a misspelt field fails the type check.

/** What the description says about the server serving it. */
export type DocumentContext = { rateLimit: number; workspaceCurrency: string };

export type Reference = { $ref: string };

export type Parameter = {
  name: string;
  in: 'query';
  description: string;
  required?: boolean;
  schema: Schema;
  /** `form` without `explode`: an array is one comma-separated value (`expand=account,labels`). */
  style?: 'form';
  explode?: boolean;
};

export type Header = { description: string; required: boolean; schema: Schema };

export type Response = {
  description: string;
  headers: Record<string, Header | Reference>;
  content: { 'application/json': { schema: Schema } };
};

export type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: (Parameter | Reference)[];
  responses: Record<string, Response | Reference>;
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  /** A variable has no `description`: swagger-parser's bundled 3.1 schema misspells that field and refuses it. */
  servers: { url: string; description: string; variables: Record<string, { default: string }> }[];
  security: Record<string, string[]>[];
  tags: { name: string; description: string }[];
  paths: Record<string, { get: Operation }>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    headers: Record<string, Header>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  };
};
