/** The parts of an OpenAPI 3.1 document this generator writes (schemas stay plain JSON Schema). */
export type Json = Record<string, unknown>;

/** A business code and the ids of the messages it is answered with (worded in the root's x-messages). */
export interface CodeDoc {
  code: number;
  messages: string[];
}

export interface OperationDoc {
  tags: [string];
  summary: string;
  description: string;
  operationId: string;
  parameters: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
  security?: Json[];
  /** The contract's own words for who may call it. */
  'x-auth': string;
  /** Business codes in the envelope's `code`, with the messages each is answered with. */
  'x-codes': CodeDoc[];
}

export interface OpenApiDoc {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OperationDoc>>;
  components: Json;
  /** Every message id named in x-codes, worded in both languages. */
  'x-messages': Record<string, { zh: string; en: string }>;
}
