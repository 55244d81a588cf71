// Checks for an OpenAPI 3.0 document (https://spec.openapis.org/oas/v3.0.3):
// - its structure, against the specification's own JSON Schema (@seriousme/openapi-schema-validator,
//   which also proves every $ref resolves). That schema refuses any field the specification doesn't
//   define, schema keywords included (x- extensions aside);
// - the rules the specification states in prose, which no JSON Schema can express (unique
//   operationIds, declared path parameters, …): `specRuleProblems`;
// - a JSON value against one of the document's Schema Objects, with Ajv in its draft-04 mode
//   (OpenAPI 3.0's schemas are draft-04 ones: boolean exclusiveMinimum) plus `nullable`, which Ajv
//   implements itself, and in strict mode, so a keyword Ajv doesn't know fails instead of passing.
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json>; securitySchemes?: Record<string, Json> };
  tags?: { name: string; description?: string }[];
  security?: Record<string, string[]>[];
  servers?: { url: string; description?: string }[];
}

export interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  operationId?: string;
  parameters?: Json[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Json }> };
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
}

export interface Response {
  description: string;
  headers?: Record<string, { description?: string; schema?: Json }>;
  content?: Record<string, { schema?: Json }>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every problem found in the document; none for a valid OpenAPI 3.0 document. */
export async function openApiProblems(doc: OpenApiDocument): Promise<string[]> {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
  if (validator.version !== '3.0') return [`openapi: '${doc.openapi}' is not 3.0.x`];
  const problems = result.valid
    ? []
    : typeof result.errors === 'string'
      ? [result.errors]
      : (result.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message} ${JSON.stringify(e.params)}`);
  // The rules below read a document whose structure the schema has proved.
  return problems.length > 0 ? problems : specRuleProblems(doc);
}

/** Breaks of the specification's MUSTs that its JSON Schema leaves out. */
function specRuleProblems(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  const schemes = doc.components?.securitySchemes ?? {};
  const checkSecurity = (security: Record<string, string[]>[], at: string) => {
    for (const name of security.flatMap(Object.keys)) {
      if (!(name in schemes)) problems.push(`${at}: no security scheme named ${name}`);
    }
  };
  if (doc.security) checkSecurity(doc.security, 'security');

  const tagNames = (doc.tags ?? []).map((tag) => tag.name);
  if (new Set(tagNames).size !== tagNames.length) problems.push('tags: names must be unique');

  // Schema Objects: "items MUST be present if the type is array"; a $ref's siblings are ignored.
  const checkSchema = (schema: Json | undefined, at: string): void => {
    if (!schema) return;
    if (typeof schema.$ref === 'string' && Object.keys(schema).length > 1) {
      problems.push(`${at}: $ref with siblings (ignored in OpenAPI 3.0)`);
    }
    if (schema.type === 'array' && !('items' in schema)) problems.push(`${at}: an array schema needs items`);
    for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
      checkSchema(child, `${at}.${name}`);
    }
    for (const key of ['items', 'additionalProperties', 'not']) {
      if (typeof schema[key] === 'object') checkSchema(schema[key] as Json, `${at}.${key}`);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      (schema[key] as Json[] | undefined)?.forEach((child, i) => checkSchema(child, `${at}.${key}[${i}]`));
    }
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    checkSchema(schema, `components.schemas.${name}`);
  }
  // The schema matches component names by pattern but lets any other name through.
  for (const [kind, map] of Object.entries(doc.components ?? {})) {
    for (const name of Object.keys(map ?? {})) {
      if (!/^[a-zA-Z0-9.\-_]+$/.test(name)) problems.push(`components.${kind}: bad name '${name}'`);
    }
  }

  const operationIds = new Set<string>();
  const templates = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    // Two paths differing only in parameter names are the same path (the specification forbids them).
    const shape = path.replace(/\{[^}]+\}/g, '{}');
    if (templates.has(shape)) problems.push(`paths: '${path}' and '${templates.get(shape)}' are the same template`);
    templates.set(shape, path);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const at = `${method.toUpperCase()} ${path}`;
      if (operation.operationId !== undefined) {
        if (operationIds.has(operation.operationId)) problems.push(`${at}: duplicate operationId`);
        operationIds.add(operation.operationId);
      }
      if (operation.security) checkSecurity(operation.security, `${at} security`);

      const parameters = operation.parameters ?? [];
      const seen = new Set<string>();
      for (const { in: where, name } of parameters) {
        const key = `${String(where)}:${String(name)}`;
        if (seen.has(key)) problems.push(`${at} parameter ${String(name)}: duplicate`);
        seen.add(key);
        if (where === 'path' && !templated.includes(String(name))) {
          problems.push(`${at} parameter ${String(name)}: not in the path template`);
        }
      }
      parameters.forEach((parameter) => checkSchema(parameter.schema as Json | undefined, `${at} parameters`));
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        checkSchema(media.schema, `${at} requestBody ${type}`);
      }
      for (const name of templated) {
        if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === name)) {
          problems.push(`${at}: path parameter {${name}} is not declared`);
        }
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (!/^[\w.+-]+\/[\w.+*-]+$/.test(type)) problems.push(`${at} ${status}: '${type}' is not a media type`);
          checkSchema(media.schema, `${at} ${status} ${type}`);
        }
        for (const [name, header] of Object.entries(response.headers ?? {})) {
          checkSchema(header.schema, `${at} ${status} header ${name}`);
        }
      }
    }
  }
  return problems;
}

/** A JSON Pointer fragment (RFC 6901) to the place in the document that `segments` name. */
export const pointer = (...segments: string[]) =>
  `#/${segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/**
 * Checks values against the document's Schema Objects: `check(value, at)` answers where `value`
 * breaks the schema at the JSON Pointer `at` (e.g. `pointer('components', 'schemas', 'Vehicle')`);
 * none when it conforms. Local $refs resolve inside the document.
 */
export function schemaChecker(doc: OpenApiDocument): (value: unknown, at: string) => string[] {
  const ajv = new Ajv({ strict: true, allErrors: true, discriminator: true });
  addFormats(ajv);
  // OpenAPI 3.0's annotation-only keywords (draft-04 knows just title, description and default),
  // and the fields of the document around its schemas, for the document to be the root $refs point into.
  ajv.addVocabulary(['readOnly', 'writeOnly', 'deprecated', 'example', 'xml', 'externalDocs']);
  ajv.addVocabulary(['paths', 'components']);
  ajv.addSchema({ paths: doc.paths, components: doc.components }, 'openapi.json');
  return (value, at) => {
    const validate = ajv.getSchema(`openapi.json${at}`);
    if (!validate) return [`${at}: no schema there`];
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `$${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
  };
}

/** Every documented call as `METHOD /path`, with its operation. */
export function operations(doc: OpenApiDocument): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map(
      (method) => [`${method.toUpperCase()} ${path}`, item[method]!] as [string, Operation],
    ),
  );
}

/** The operation of one call (`METHOD /path`); throws when it is not documented. */
export function operation(doc: OpenApiDocument, call: string): Operation {
  const [method, path] = call.split(' ') as [string, string];
  const found = doc.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${call} is not documented`);
  return found;
}

/** A 2xx status code. */
export const isSuccess = (status: string) => /^2\d\d$/.test(status);
