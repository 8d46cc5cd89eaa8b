import { isObject, type Json, type JsonObject } from './openapi-json';
import { located, resolve, type DocumentSet, type Located } from './openapi-refs';

/** How deep a sample goes: deeper fields are left out (a type that contains itself would never end). */
const MAX_DEPTH = 8;
/** How many fields of one object a sample writes: a request is something to edit, not the whole schema. */
const MAX_FIELDS = 60;

/** A value of a string format that the format's readers accept. */
const FORMAT_SAMPLES: Readonly<Record<string, string>> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '00:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'U3dhZ2dlcg==',
  password: 'password',
};

const firstType = (schema: JsonObject): string | undefined => {
  const type = schema.type;
  const types = Array.isArray(type) ? type.filter((one): one is string => typeof one === 'string' && one !== 'null') : typeof type === 'string' ? [type] : [];
  if (types[0]) return types[0];
  if (isObject(schema.properties) || isObject(schema.additionalProperties)) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
};

/** The value the document gives for it: example, examples' first, const, default, enum's first. */
const documented = (schema: JsonObject): Json | undefined => {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  return undefined;
};

export interface SampleContext {
  readonly set: DocumentSet;
  /** Leave out what the server writes (readOnly) in a request, what the caller writes (writeOnly) in a response. */
  readonly direction: 'request' | 'response';
}

/**
 * A value that fits a schema, for a request body the reader can edit and send, where the document gives no example:
 * its documented values first (example, const, default, enum), then one of its type (formats as their readers expect
 * them); allOf merged, oneOf / anyOf their first alternative; a type met again below itself, or past MAX_DEPTH, left out.
 */
export const sampleOf = (context: SampleContext, at: Located): Json | undefined => build(context, at, 0, new Set());

const build = (context: SampleContext, at: Located, depth: number, open: ReadonlySet<string>): Json | undefined => {
  if (depth > MAX_DEPTH) return undefined;
  const resolved = resolve(context.set, at);
  if (resolved.refKey && open.has(resolved.refKey)) return undefined;
  const inside = resolved.refKey ? new Set([...open, resolved.refKey]) : open;
  const schema = isObject(resolved.value) ? resolved.value : {};
  const given = documented(schema);
  if (given !== undefined) return given;
  if (Array.isArray(schema.allOf)) return merged(context, resolved, schema.allOf, depth, inside);
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const options = schema[kind];
    if (Array.isArray(options) && options.length) return build(context, located(resolved, options[0] as Json, kind, 0), depth + 1, inside);
  }
  switch (firstType(schema)) {
    case 'object':
      return objectOf(context, resolved, schema, depth, inside);
    case 'array': {
      const item = schema.items === undefined ? undefined : build(context, located(resolved, schema.items, 'items'), depth + 1, inside);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return typeof schema.format === 'string' ? (FORMAT_SAMPLES[schema.format] ?? 'string') : 'string';
    case 'integer':
      return typeof schema.minimum === 'number' ? Math.ceil(schema.minimum) : 0;
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return true;
    default:
      return undefined;
  }
};

const objectOf = (context: SampleContext, at: Located, schema: JsonObject, depth: number, open: ReadonlySet<string>): JsonObject => {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const result: JsonObject = {};
  for (const name of Object.keys(properties).slice(0, MAX_FIELDS)) {
    const field = located(at, properties[name] as Json, 'properties', name);
    const fieldSchema = resolve(context.set, field).value;
    if (isObject(fieldSchema) && fieldSchema[context.direction === 'request' ? 'readOnly' : 'writeOnly'] === true) continue;
    const value = build(context, field, depth + 1, open);
    if (value !== undefined) result[name] = value;
  }
  return result;
};

const merged = (context: SampleContext, at: Located, parts: readonly Json[], depth: number, open: ReadonlySet<string>): Json | undefined => {
  let result: Json | undefined;
  parts.forEach((part, index) => {
    const value = build(context, located(at, part, 'allOf', index), depth + 1, open);
    result = isObject(result) && isObject(value) ? { ...result, ...value } : (value ?? result);
  });
  return result;
};

/** The fields of a form body (urlencoded or multipart) that are files: `format: binary` (3.0), or a media type (3.1). */
export const fileFieldsOf = (set: DocumentSet, at: Located): string[] => {
  const resolved = resolve(set, at);
  const properties = isObject(resolved.value) && isObject(resolved.value.properties) ? resolved.value.properties : {};
  return Object.keys(properties).filter((name) => {
    const field = resolve(set, located(resolved, properties[name] as Json, 'properties', name)).value;
    if (!isObject(field)) return false;
    const item = field.type === 'array' && isObject(field.items) ? field.items : field;
    return item.format === 'binary' || typeof item.contentMediaType === 'string';
  });
};
