/** The operations of the OpenAPI document, reduced to what the fuzzer needs to build requests. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0: `minimum` itself is excluded. */
  exclusiveMinimum?: boolean;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  nullable?: boolean;
  format?: string;
};

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path with `{param}` placeholders, e.g. `/api/cart/{id}`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** The JSON body schema, or null when the operation takes none (or a non-JSON body). */
  body: JsonSchema | null;
  secured: boolean;
};

type RawParameter = { in: string; name: string; schema?: JsonSchema };
type RawOperation = {
  parameters?: RawParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};

export function operationsOf(document: { paths: Record<string, Record<string, RawOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const parameters = raw.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        body: raw.requestBody?.content?.['application/json']?.schema ?? null,
        secured: Boolean(raw.security?.length),
      });
    }
  }
  return operations.sort((a, b) => `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`));
}

/** Fills `{param}` placeholders with the given raw (already encoded or deliberately not) segments. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
}
