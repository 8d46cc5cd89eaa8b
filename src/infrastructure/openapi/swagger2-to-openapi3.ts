import { isObject, stringOf, valueAt, type Json, type JsonObject } from './openapi-json';
import { HTTP_METHODS } from './openapi-validate';

/*
 * A Swagger 2.0 document as OpenAPI 3.0.3, for the parts the portal reads: servers from host, basePath and schemes;
 * definitions, parameters and responses under components; body and form parameters as request bodies; response
 * schemas and examples under their media types; x-nullable as nullable and the file type as binary text.
 */

const REF_PLACES: readonly [string, string][] = [
  ['#/definitions/', '#/components/schemas/'],
  ['#/responses/', '#/components/responses/'],
];

/** JSON pointer segments (RFC 6901), escaped. */
const escapeSegment = (segment: string): string => segment.replaceAll('~', '~0').replaceAll('/', '~1');

interface RefContext {
  readonly bodyParameters: ReadonlySet<string>;
  /** The media type a response's schema moves under (`content/<type>/schema`), by the response's 2.0 pointer. */
  readonly responseMedia: (responsePointer: string) => string;
}

/** A 2.0 response's schema, or a place in it, `#/…/responses/<status>/schema…`: where the response object ends. */
const RESPONSE_SCHEMA = /^(#\/(?:responses\/[^/]+|paths\/[^/]+\/[^/]+\/responses\/[^/]+))\/schema(\/.*)?$/;

/** Where a 2.0 `$ref` points once the document is OpenAPI 3. */
const rewriteRef = (ref: string, context: RefContext): string => {
  const parameter = ref.startsWith('#/parameters/') ? ref.slice('#/parameters/'.length) : undefined;
  if (parameter !== undefined) return `#/components/${context.bodyParameters.has(parameter) ? 'requestBodies' : 'parameters'}/${parameter}`;
  const inResponse = RESPONSE_SCHEMA.exec(ref);
  const moved = inResponse ? `${inResponse[1] ?? ''}/content/${escapeSegment(context.responseMedia(inResponse[1] ?? ''))}/schema${inResponse[2] ?? ''}` : ref;
  return REF_PLACES.reduce((to3, [from, to]) => (to3.startsWith(from) ? to + to3.slice(from.length) : to3), moved);
};

/** `$ref`s renamed to their OpenAPI 3 places (body parameters become request bodies), x-nullable and file types mapped. */
const rewrite = (value: Json, context: RefContext): Json => {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, context));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const key in value) {
    const item = value[key] as Json;
    if (key === '$ref' && typeof item === 'string') out.$ref = rewriteRef(item, context);
    else if (key === 'x-nullable') out.nullable = item;
    else if (key === 'type' && item === 'file') {
      out.type = 'string';
      out.format = 'binary';
    } else out[key] = rewrite(item, context);
  }
  return out;
};

const SCHEMA_KEYS = ['type', 'format', 'items', 'enum', 'default', 'minimum', 'maximum', 'pattern', 'minLength', 'maxLength', 'collectionFormat'] as const;

/** A non-body parameter: its type keys move into a schema. */
const parameterOf = (parameter: JsonObject): JsonObject => {
  if (parameter.$ref !== undefined) return parameter;
  const schema: JsonObject = {};
  const rest: JsonObject = {};
  for (const key in parameter) {
    if ((SCHEMA_KEYS as readonly string[]).includes(key)) {
      if (key !== 'collectionFormat') schema[key] = parameter[key] as Json;
    } else if (key !== 'x-example') rest[key] = parameter[key] as Json;
  }
  return { ...rest, schema, ...(parameter['x-example'] !== undefined ? { example: parameter['x-example'] } : {}) };
};

const bodyOf = (parameter: JsonObject, consumes: readonly string[]): JsonObject => ({
  ...(parameter.description !== undefined ? { description: parameter.description } : {}),
  ...(parameter.required === true ? { required: true } : {}),
  content: Object.fromEntries((consumes.length ? consumes : ['application/json']).map((type) => [type, { schema: parameter.schema ?? {} }])),
});

/** Form parameters as one object schema, sent as a form (multipart when a file is among them). */
const formOf = (fields: readonly JsonObject[], consumes: readonly string[]): JsonObject => {
  const multipart = fields.some((field) => field.type === 'file') || consumes.includes('multipart/form-data');
  const required = fields.filter((field) => field.required === true).map((field) => stringOf(field.name) ?? '');
  const schema: JsonObject = {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [stringOf(field.name) ?? '', { ...(parameterOf(field).schema as JsonObject), ...(field.description !== undefined ? { description: field.description } : {}) }])),
    ...(required.length ? { required } : {}),
  };
  return { content: { [multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded']: { schema } } };
};

const strings = (value: Json | undefined): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

const responseOf = (response: JsonObject, produces: readonly string[]): JsonObject => {
  if (response.$ref !== undefined) return response;
  const { schema, examples, headers, ...rest } = response;
  const types = produces.length ? produces : ['application/json'];
  const exampleByType = isObject(examples) ? examples : {};
  const content = schema === undefined && !Object.keys(exampleByType).length ? undefined : Object.fromEntries(
    types.map((type) => [type, { ...(schema !== undefined ? { schema } : {}), ...(exampleByType[type] !== undefined ? { example: exampleByType[type] } : {}) }]),
  );
  return {
    ...rest,
    description: stringOf(rest.description) ?? '',
    ...(content ? { content } : {}),
    ...(isObject(headers) ? { headers: Object.fromEntries(Object.entries(headers).map(([name, header]) => [name, isObject(header) ? parameterOf(header) : header])) } : {}),
  };
};

const operationOf = (operation: JsonObject, inherited: readonly Json[], consumes: readonly string[], produces: readonly string[], globalParameters: JsonObject): JsonObject => {
  const ownConsumes = strings(operation.consumes).length ? strings(operation.consumes) : consumes;
  const ownProduces = strings(operation.produces).length ? strings(operation.produces) : produces;
  const all = [...inherited, ...(Array.isArray(operation.parameters) ? operation.parameters : [])].filter(isObject);
  const read = (parameter: JsonObject): JsonObject => {
    const ref = stringOf(parameter.$ref);
    const target = ref?.startsWith('#/parameters/') ? globalParameters[ref.slice('#/parameters/'.length)] : undefined;
    return isObject(target) ? target : parameter;
  };
  const body = all.find((parameter) => read(parameter).in === 'body');
  const form = all.filter((parameter) => read(parameter).in === 'formData').map(read);
  const { parameters: _parameters, consumes: _consumes, produces: _produces, responses, ...rest } = operation;
  return {
    ...rest,
    parameters: all.filter((parameter) => !['body', 'formData'].includes(stringOf(read(parameter).in) ?? '')).map(parameterOf),
    ...(body ? { requestBody: body.$ref !== undefined ? body : bodyOf(body, ownConsumes) } : form.length ? { requestBody: formOf(form, ownConsumes) } : {}),
    ...(isObject(responses) ? { responses: Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, isObject(response) ? responseOf(response, ownProduces) : response])) } : {}),
  };
};

const OAUTH_FLOWS: Readonly<Record<string, string>> = { implicit: 'implicit', password: 'password', application: 'clientCredentials', accessCode: 'authorizationCode' };

/** A Swagger 2.0 security definition as an OpenAPI 3 security scheme. */
const securitySchemeOf = (definition: JsonObject): JsonObject => {
  const { type, flow, authorizationUrl, tokenUrl, scopes, ...rest } = definition;
  if (type === 'basic') return { ...rest, type: 'http', scheme: 'basic' };
  if (type !== 'oauth2') return definition;
  const flowName = OAUTH_FLOWS[stringOf(flow) ?? ''] ?? 'implicit';
  const urls = { ...(authorizationUrl !== undefined ? { authorizationUrl } : {}), ...(tokenUrl !== undefined ? { tokenUrl } : {}) };
  return { ...rest, type: 'oauth2', flows: { [flowName]: { ...urls, scopes: isObject(scopes) ? scopes : {} } } };
};

export const isSwagger2 = (document: Json): boolean => isObject(document) && document.swagger === '2.0';

export const swagger2ToOpenApi3 = (document: JsonObject): JsonObject => {
  const consumes = strings(document.consumes);
  const produces = strings(document.produces);
  const globalParameters = isObject(document.parameters) ? document.parameters : {};
  const placeOf = (place: string) => new Set(Object.entries(globalParameters).filter(([, parameter]) => isObject(parameter) && parameter.in === place).map(([name]) => name));
  const bodyParameters = placeOf('body');
  // A shared form field has no OpenAPI 3 place of its own: each operation that names it has it in its form body.
  const formParameters = placeOf('formData');
  const host = stringOf(document.host);
  const basePath = stringOf(document.basePath) ?? '';
  const schemes = strings(document.schemes);
  const servers = host ? (schemes.length ? schemes : ['https']).map((scheme) => ({ url: `${scheme}://${host}${basePath}` })) : basePath ? [{ url: basePath }] : [];
  const paths: JsonObject = {};
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) {
      paths[path] = item;
      continue;
    }
    const inherited = Array.isArray(item.parameters) ? item.parameters : [];
    const converted: JsonObject = {};
    for (const key in item) {
      const value = item[key] as Json;
      if ((HTTP_METHODS as readonly string[]).includes(key) && isObject(value)) converted[key] = operationOf(value, inherited, consumes, produces, globalParameters);
      else if (key !== 'parameters') converted[key] = value;
    }
    paths[path] = converted;
  }
  const components: JsonObject = {
    ...(isObject(document.definitions) ? { schemas: document.definitions } : {}),
    parameters: Object.fromEntries(
      Object.entries(globalParameters)
        .filter(([name, parameter]) => !bodyParameters.has(name) && !formParameters.has(name) && isObject(parameter))
        .map(([name, parameter]) => [name, parameterOf(parameter as JsonObject)]),
    ),
    requestBodies: Object.fromEntries([...bodyParameters].map((name) => [name, bodyOf(globalParameters[name] as JsonObject, consumes)])),
    ...(isObject(document.responses) ? { responses: Object.fromEntries(Object.entries(document.responses).map(([name, response]) => [name, isObject(response) ? responseOf(response, produces) : response])) } : {}),
    ...(isObject(document.securityDefinitions)
      ? { securitySchemes: Object.fromEntries(Object.entries(document.securityDefinitions).map(([name, definition]) => [name, isObject(definition) ? securitySchemeOf(definition) : definition])) }
      : {}),
  };
  const { swagger: _swagger, host: _host, basePath: _basePath, schemes: _schemes, consumes: _c, produces: _p, definitions: _d, parameters: _pa, responses: _r, securityDefinitions: _s, ...rest } = document;
  const responseMedia = (pointer: string): string => {
    const [, where, path, method] = /^#\/(paths)\/([^/]+)\/([^/]+)\//.exec(pointer) ?? [];
    const operation = where ? valueAt(document, `/paths/${path ?? ''}/${method ?? ''}`) : undefined;
    return (isObject(operation) ? strings(operation.produces)[0] : undefined) ?? produces[0] ?? 'application/json';
  };
  return rewrite({ ...rest, openapi: '3.0.3', ...(servers.length ? { servers } : {}), paths, components }, { bodyParameters, responseMedia }) as JsonObject;
};
