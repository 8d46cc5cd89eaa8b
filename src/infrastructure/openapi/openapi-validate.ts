import type { DocumentProblemCode } from '../../domain/doc/document-problem';
import { isExtension, isObject, OpenApiProblem, pointerTo, type Json, type JsonObject } from './openapi-json';
import { resolve, type DocumentSet } from './openapi-refs';
import { declaredSchemes, KEY_LOCATIONS, SCHEME_TYPES } from './openapi-security';

/** The methods of a path item, in the order a menu lists them. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);
const LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);
const COMPOSITIONS = ['allOf', 'oneOf', 'anyOf'] as const;
const FLAGS = ['nullable', 'readOnly', 'writeOnly', 'deprecated'] as const;
const TEXTS = ['title', 'description', 'format'] as const;

/**
 * Checks, in one pass, every part of an OpenAPI 3.0 / 3.1 document that the portal reads, and that every `$ref`
 * leads somewhere. The first thing amiss is thrown as an OpenApiProblem naming its place, so nothing is shown
 * half-built. (What the portal does not read, such as a link's target, is not checked.)
 */
export const validateOpenApi = (set: DocumentSet): void => {
  const file = set.root;
  const fail = (pointer: string, code: DocumentProblemCode, values?: Record<string, string>): never => {
    throw new OpenApiProblem(file, pointer, code, values);
  };
  const root = set.files.get(file);
  if (!isObject(root)) return fail('', 'notObject');
  const version = root.openapi;
  if (typeof version !== 'string' || !/^3\.[01]\./.test(version)) {
    return fail('/openapi', 'notOpenApi', { version: JSON.stringify(version ?? null) });
  }
  const object = (value: Json | undefined, pointer: string): JsonObject => (isObject(value) ? value : fail(pointer, 'mustBeObject'));
  const list = (value: Json | undefined, pointer: string): Json[] => (Array.isArray(value) ? value : fail(pointer, 'mustBeArray'));
  /** A `$ref` must lead somewhere; what it leads to is checked where it lives. */
  const isRef = (value: JsonObject, pointer: string): boolean => {
    if (value.$ref === undefined) return false;
    if (typeof value.$ref !== 'string') fail(pointerTo(pointer, '$ref'), 'mustBeText');
    resolve(set, { value, file, pointer });
    return true;
  };

  const schema = (value: Json | undefined, pointer: string): void => {
    if (typeof value === 'boolean') return;
    const node = object(value, pointer);
    if (isRef(node, pointer)) return;
    const type = node.type;
    if (type !== undefined) {
      const types = Array.isArray(type) ? type : [type];
      for (const one of types) if (typeof one !== 'string' || !TYPES.has(one)) fail(pointerTo(pointer, 'type'), 'unknownType', { type: JSON.stringify(one) });
    }
    for (const key of TEXTS) if (node[key] !== undefined && typeof node[key] !== 'string') fail(pointerTo(pointer, key), 'mustBeText');
    for (const key of FLAGS) if (node[key] !== undefined && typeof node[key] !== 'boolean') fail(pointerTo(pointer, key), 'mustBeBoolean');
    if (node.required !== undefined && typeof node.required !== 'boolean') {
      list(node.required, pointerTo(pointer, 'required')).forEach((name, index) => {
        if (typeof name !== 'string') fail(pointerTo(pointer, 'required', index), 'mustBeText');
      });
    }
    if (node.enum !== undefined) list(node.enum, pointerTo(pointer, 'enum'));
    for (const key of ['properties', 'patternProperties', '$defs'] as const) {
      if (node[key] === undefined) continue;
      const members = object(node[key], pointerTo(pointer, key));
      for (const name in members) schema(members[name], pointerTo(pointer, key, name));
    }
    for (const key of ['items', 'additionalProperties', 'not'] as const) {
      if (node[key] !== undefined && typeof node[key] !== 'boolean') schema(node[key], pointerTo(pointer, key));
    }
    for (const key of [...COMPOSITIONS, 'prefixItems'] as const) {
      if (node[key] === undefined) continue;
      const parts = list(node[key], pointerTo(pointer, key));
      if (parts.length === 0) fail(pointerTo(pointer, key), 'emptyList');
      parts.forEach((part, index) => schema(part, pointerTo(pointer, key, index)));
    }
  };

  const content = (value: Json | undefined, pointer: string): void => {
    if (value === undefined) return;
    const types = object(value, pointer);
    for (const type in types) {
      const media = object(types[type], pointerTo(pointer, type));
      if (media.schema !== undefined) schema(media.schema, pointerTo(pointer, type, 'schema'));
    }
  };

  const parameter = (value: Json | undefined, pointer: string): void => {
    const node = object(value, pointer);
    if (isRef(node, pointer)) return;
    if (typeof node.name !== 'string') fail(pointerTo(pointer, 'name'), 'noName');
    if (typeof node.in !== 'string' || !LOCATIONS.has(node.in)) fail(pointerTo(pointer, 'in'), 'badLocation');
    if (node.schema !== undefined) schema(node.schema, pointerTo(pointer, 'schema'));
    content(node.content, pointerTo(pointer, 'content'));
  };

  const bodyOrResponse = (value: Json | undefined, pointer: string): void => {
    const node = object(value, pointer);
    if (isRef(node, pointer)) return;
    content(node.content, pointerTo(pointer, 'content'));
    if (node.headers !== undefined) {
      const headers = object(node.headers, pointerTo(pointer, 'headers'));
      for (const name in headers) {
        const header = object(headers[name], pointerTo(pointer, 'headers', name));
        if (!isRef(header, pointerTo(pointer, 'headers', name)) && header.schema !== undefined) schema(header.schema, pointerTo(pointer, 'headers', name, 'schema'));
      }
    }
  };

  /** Security requirements: each names declared schemes, each with a list of scopes. */
  const security = (value: Json | undefined, pointer: string): void => {
    if (value === undefined) return;
    const declared = declaredSchemes(root);
    list(value, pointer).forEach((one, index) => {
      const requirement = object(one, pointerTo(pointer, index));
      for (const name in requirement) {
        const at = pointerTo(pointer, index, name);
        if (!Object.hasOwn(declared, name)) fail(at, 'unknownScheme', { name });
        list(requirement[name], at).forEach((scope, place) => {
          if (typeof scope !== 'string') fail(pointerTo(at, place), 'mustBeText');
        });
      }
    });
  };

  const securityScheme = (value: Json | undefined, pointer: string): void => {
    const node = object(value, pointer);
    if (isRef(node, pointer)) return;
    if (typeof node.type !== 'string' || !SCHEME_TYPES.has(node.type)) fail(pointerTo(pointer, 'type'), 'unknownSchemeType', { type: JSON.stringify(node.type ?? null) });
    if (node.description !== undefined && typeof node.description !== 'string') fail(pointerTo(pointer, 'description'), 'mustBeText');
    if (node.type === 'apiKey') {
      if (typeof node.name !== 'string') fail(pointerTo(pointer, 'name'), 'mustBeText');
      if (typeof node.in !== 'string' || !KEY_LOCATIONS.has(node.in)) fail(pointerTo(pointer, 'in'), 'badKeyLocation');
    }
    if (node.type === 'http' && typeof node.scheme !== 'string') fail(pointerTo(pointer, 'scheme'), 'mustBeText');
  };

  const parameters = (value: Json | undefined, pointer: string): void => {
    if (value !== undefined) list(value, pointer).forEach((one, index) => parameter(one, pointerTo(pointer, index)));
  };

  const pathItem = (value: Json | undefined, pointer: string): void => {
    const item = object(value, pointer);
    if (isRef(item, pointer)) return;
    parameters(item.parameters, pointerTo(pointer, 'parameters'));
    for (const method of HTTP_METHODS) {
      if (item[method] === undefined) continue;
      const at = pointerTo(pointer, method);
      const operation = object(item[method], at);
      if (operation.tags !== undefined) {
        list(operation.tags, pointerTo(at, 'tags')).forEach((tag, index) => {
          if (typeof tag !== 'string') fail(pointerTo(at, 'tags', index), 'mustBeText');
        });
      }
      for (const key of ['operationId', 'summary', 'description'] as const) {
        if (operation[key] !== undefined && typeof operation[key] !== 'string') fail(pointerTo(at, key), 'mustBeText');
      }
      parameters(operation.parameters, pointerTo(at, 'parameters'));
      security(operation.security, pointerTo(at, 'security'));
      if (operation.requestBody !== undefined) bodyOrResponse(operation.requestBody, pointerTo(at, 'requestBody'));
      if (operation.responses !== undefined) {
        const responses = object(operation.responses, pointerTo(at, 'responses'));
        for (const status in responses) bodyOrResponse(responses[status], pointerTo(at, 'responses', status));
      }
      if (operation.callbacks !== undefined) {
        const callbacks = object(operation.callbacks, pointerTo(at, 'callbacks'));
        for (const name in callbacks) callback(callbacks[name], pointerTo(at, 'callbacks', name));
      }
    }
  };

  /** A callback: path items by the runtime expression of their address. */
  const callback = (value: Json | undefined, pointer: string): void => {
    const node = object(value, pointer);
    if (isRef(node, pointer)) return;
    for (const expression in node) if (!isExtension(expression)) pathItem(node[expression], pointerTo(pointer, expression));
  };

  object(root.info, '/info');
  if (typeof (root.info as JsonObject).title !== 'string') fail('/info/title', 'noTitle');
  if (root.paths === undefined && root.webhooks === undefined) fail('/paths', 'noOperations');
  security(root.security, '/security');
  for (const key of ['paths', 'webhooks'] as const) {
    if (root[key] === undefined) continue;
    const items = object(root[key], `/${key}`);
    for (const name in items) {
      if (key === 'paths' && isExtension(name)) continue;
      if (key === 'paths' && !name.startsWith('/')) fail(pointerTo('/paths', name), 'pathSlash');
      pathItem(items[name], pointerTo(`/${key}`, name));
    }
  }
  if (root.components !== undefined) {
    const components = object(root.components, '/components');
    const each = (key: string, check: (value: Json | undefined, pointer: string) => void): void => {
      if (components[key] === undefined) return;
      const members = object(components[key], pointerTo('/components', key));
      for (const name in members) check(members[name], pointerTo('/components', key, name));
    };
    each('schemas', schema);
    each('parameters', parameter);
    each('requestBodies', bodyOrResponse);
    each('responses', bodyOrResponse);
    each('securitySchemes', securityScheme);
    each('callbacks', callback);
  }
};
