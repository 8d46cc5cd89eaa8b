import type { ApiDoc, ErrorCodeNode } from '../../domain/doc/api-doc';
import { htmlToText } from './markdown-text';
import type { MessageDoc } from '../../domain/doc/message-doc';
import type { ParamNode } from '../../domain/doc/param-tree';

/*
 * API and message documents as OpenAPI 3.0.3, for Postman, Insomnia and code generators. Plain data, made in the
 * browser from the domain's documents (no server call). Conventions, also in docs/tools.md:
 * - an API is one POST to its method path on each gateway environment (servers), with the signed call's query
 *   parameters (signature.md; partner APIs have no access_token) and the body the gateway receives: param_json,
 *   a JSON array holding the request object (as the documents' request examples show);
 * - declared Java types become schema types (String → string, Integer/int → integer int32, Long → int64,
 *   BigDecimal/Double → number, Boolean → boolean, List/Set/arrays → array, Map → object); the declared type stays
 *   in `x-type`; a conditional requirement is said in the description and in `x-requirement`; error codes go in
 *   `x-error-codes`;
 * - a push message is the POST the platform sends to the subscriber's own address (OpenAPI 3.0 has no webhooks).
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface SchemaObject {
  readonly type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  readonly format?: string;
  readonly description?: string;
  readonly example?: JsonValue;
  readonly items?: SchemaObject;
  readonly properties?: Readonly<Record<string, SchemaObject>>;
  readonly additionalProperties?: boolean | SchemaObject;
  readonly required?: readonly string[];
  readonly oneOf?: readonly SchemaObject[];
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly 'x-type'?: string;
  /** 'conditional': required in some cases, which the description names (no JSON schema keyword says it). */
  readonly 'x-requirement'?: 'conditional';
}

export interface OpenApiDocument {
  readonly openapi: '3.0.3';
  readonly info: { readonly title: string; readonly version: string; readonly description?: string };
  readonly servers?: readonly Record<string, unknown>[];
  readonly paths: Readonly<Record<string, Record<string, unknown>>>;
}

const text = (html: string | undefined): string | undefined => {
  const plain = html ? htmlToText(html) : '';
  return plain === '' ? undefined : plain;
};

const joined = (...parts: (string | undefined)[]): string | undefined => {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length ? present.join('\n\n') : undefined;
};

type Scalar = Pick<SchemaObject, 'type' | 'format'>;

const SCALARS: readonly [RegExp, Scalar][] = [
  [/^(java\.lang\.)?(string|char|character)$/i, { type: 'string' }],
  [/^(java\.lang\.)?(int|integer|short|byte)$/i, { type: 'integer', format: 'int32' }],
  [/^(java\.lang\.)?long$/i, { type: 'integer', format: 'int64' }],
  [/^(java\.lang\.)?(double|bigdecimal|java\.math\.bigdecimal|number)$/i, { type: 'number', format: 'double' }],
  [/^(java\.lang\.)?float$/i, { type: 'number', format: 'float' }],
  [/^(java\.lang\.)?(boolean|bool)$/i, { type: 'boolean' }],
  // The gateway's dates travel as text ('yyyy-MM-dd HH:mm:ss'), not RFC 3339: a string, the declared type in x-type.
  [/^(java\.util\.)?(date|localdate|localdatetime|datetime|timestamp)$/i, { type: 'string' }],
];

const COLLECTION = /^(java\.util\.)?(list|set|collection|arraylist|hashset|array)\b\s*(<\s*(.+)\s*>)?$/i;
const MAP = /^(java\.util\.)?(hash)?map\b/i;

/** The element type written in `List<X>` or `X[]`, if any. */
const elementType = (type: string): string | undefined => {
  const trimmed = type.trim();
  if (trimmed.endsWith('[]')) return trimmed.slice(0, -2);
  return COLLECTION.exec(trimmed)?.[4]?.trim();
};

const isCollection = (type: string): boolean => type.trim().endsWith('[]') || COLLECTION.test(type.trim());

const scalarOf = (type: string): Scalar | undefined => SCALARS.find(([pattern]) => pattern.test(type.trim()))?.[1];

/** An example as the schema's type, or nothing when it does not read as one (an example must not contradict it). */
const typedExample = (example: string | undefined, scalar: Scalar | undefined): JsonValue | undefined => {
  if (example === undefined || example === '') return undefined;
  if (!scalar || scalar.type === 'string') return example;
  if (scalar.type === 'boolean') return example === 'true' ? true : example === 'false' ? false : undefined;
  const number = Number(example);
  if (!Number.isFinite(number)) return undefined;
  return scalar.type === 'integer' && !Number.isInteger(number) ? undefined : number;
};

const objectOf = (children: readonly ParamNode[]): SchemaObject => {
  const required = children.filter((child) => child.requirement === 'required').map((child) => child.name);
  return {
    type: 'object',
    properties: Object.fromEntries(children.map((child) => [child.name, schemaOf(child)])),
    // An empty `required` list is not valid OpenAPI 3.0.
    ...(required.length ? { required } : {}),
  };
};

/** A schema for a declared type without members: scalar, collection of scalars, map, or an object. */
const schemaOfType = (type: string): SchemaObject => {
  const scalar = scalarOf(type);
  if (scalar) return { ...scalar };
  if (isCollection(type)) {
    const element = elementType(type);
    return { type: 'array', items: element ? schemaOfType(element) : {} };
  }
  if (MAP.test(type.trim())) return { type: 'object', additionalProperties: true };
  return { type: 'object' };
};

/** A parameter and its members as a JSON schema (nested to any depth). */
export const schemaOf = (node: ParamNode): SchemaObject => {
  const declared = node.type.trim();
  const conditional = node.requirement === 'conditional' ? 'Required in some cases (see the description).' : undefined;
  const description = joined(text(node.description), conditional);
  const base = {
    ...(description ? { description } : {}),
    ...(declared ? { 'x-type': declared } : {}),
    ...(node.requirement === 'conditional' ? { 'x-requirement': 'conditional' as const } : {}),
  };
  if (node.children.length > 0) {
    const members = objectOf(node.children);
    if (isCollection(declared)) return { ...base, type: 'array', items: members };
    if (MAP.test(declared)) return { ...base, type: 'object', additionalProperties: members };
    return { ...base, ...members };
  }
  const schema = schemaOfType(declared);
  const example = typedExample(node.example, scalarOf(declared));
  return { ...base, ...schema, ...(example === undefined ? {} : { example }) };
};

const parsedJson = (content: string | undefined): JsonValue | undefined => {
  if (!content) return undefined;
  try {
    return JSON.parse(content) as JsonValue;
  } catch {
    return undefined;
  }
};

/** Code examples as a media type's `examples`: those that parse as JSON (others stay in `x-examples`). */
const mediaExamples = (examples: readonly { tag?: string; content: string }[]) => {
  const parsed = examples.flatMap((example, index) => {
    const value = parsedJson(example.content);
    return value === undefined ? [] : [[`example${String(index + 1)}`, { summary: example.tag ?? `Example ${String(index + 1)}`, value }] as const];
  });
  return parsed.length ? { examples: Object.fromEntries(parsed) } : {};
};

const unparsedExamples = (examples: readonly { tag?: string; content: string }[]) =>
  examples.filter((example) => parsedJson(example.content) === undefined).map((example) => ({ ...(example.tag ? { tag: example.tag } : {}), content: example.content }));

interface ErrorCodeExport {
  readonly code: string;
  readonly message?: string;
  readonly fix?: string;
  readonly children?: readonly ErrorCodeExport[];
}

const errorCodesOf = (nodes: readonly ErrorCodeNode[]): ErrorCodeExport[] =>
  nodes.map((node) => {
    const fix = text(node.fix);
    return {
      code: node.code,
      ...(node.message ? { message: node.message } : {}),
      ...(fix ? { fix } : {}),
      ...(node.children.length ? { children: errorCodesOf(node.children) } : {}),
    };
  });

const queryParameter = (name: string, description: string, required: boolean, example?: string) => ({
  name,
  in: 'query',
  required,
  description,
  schema: { type: 'string' },
  ...(example ? { example } : {}),
});

/** The signed call's query parameters (signature.md); a partner API sends no access_token. */
const signedCallParameters = (doc: ApiDoc) => [
  queryParameter('LOP-DN', 'Business domain of the API (may also be sent as a header).', false, doc.lopDn),
  queryParameter('app_key', 'Your application key.', true),
  ...(doc.partner ? [] : [queryParameter('access_token', 'The access token the merchant granted your application.', true)]),
  queryParameter('timestamp', "Time of the call, 'yyyy-MM-dd HH:mm:ss' in GMT+8 (the gateway tolerates 6 minutes).", true, '2026-01-02 03:04:05'),
  queryParameter('v', 'Protocol version.', true, '2.0'),
  queryParameter(
    'sign',
    'Signature of app_secret + access_token + app_key + method + param_json + timestamp + v + app_secret with the chosen algorithm.',
    true,
  ),
  queryParameter('algorithm', 'Signing algorithm: md5-salt (default), sm3-salt, HMacMD5, HMacSHA1, HMacSHA256, HMacSHA512.', doc.partner, 'md5-salt'),
  { name: 'lop-tz', in: 'header', required: false, description: "Caller's UTC offset in hours (UTC+8 when absent).", schema: { type: 'string' }, example: '8' },
];

/** param_json: a JSON array holding the request object, whose members are the top-level request parameters. */
const paramJsonSchema = (params: readonly ParamNode[]): SchemaObject => ({
  type: 'array',
  description: 'param_json: a JSON array holding the request object (the gateway passes it to the method).',
  items: objectOf(params),
  minItems: 1,
  maxItems: 1,
});

/** A server for an environment: its request address without the method path (OpenAPI adds the path itself). */
const serverUrl = (address: string, path: string): string => {
  if (address.endsWith(path)) return address.slice(0, -path.length);
  try {
    return new URL(address).origin;
  } catch {
    return address;
  }
};

/** An API document as an OpenAPI 3.0.3 document with one operation. */
export const apiDocToOpenApi = (doc: ApiDoc): OpenApiDocument => {
  const description = text(doc.remark);
  const unparsed = [...unparsedExamples(doc.requestExamples), ...unparsedExamples(doc.responseExamples)];
  const operation = {
    operationId: doc.code || `api${String(doc.id)}`,
    summary: doc.name,
    ...(description ? { description } : {}),
    parameters: signedCallParameters(doc),
    requestBody: {
      required: true,
      content: { 'application/json': { schema: paramJsonSchema(doc.requestParams), ...mediaExamples(doc.requestExamples) } },
    },
    responses: {
      '200': {
        description: 'The gateway answers with the API result.',
        content: { 'application/json': { schema: objectOf(doc.responseParams), ...mediaExamples(doc.responseExamples) } },
      },
    },
    ...(doc.errorCodes.length ? { 'x-error-codes': errorCodesOf(doc.errorCodes) } : {}),
    ...(doc.exceptionExamples.length ? { 'x-exception-examples': doc.exceptionExamples } : {}),
    ...(unparsed.length ? { 'x-examples': unparsed } : {}),
    ...(doc.partner ? { 'x-partner-api': true } : {}),
  };
  const path = doc.path.startsWith('/') ? doc.path : `/${doc.path}`;
  const servers = doc.environments.map((env) => {
    const lopDn = env.lopDn ?? doc.lopDn;
    return { url: serverUrl(env.url, path), ...(env.name ? { description: env.name } : {}), ...(lopDn ? { 'x-lop-dn': lopDn } : {}) };
  });
  return {
    openapi: '3.0.3',
    info: { title: doc.name, version: doc.updateTime || '1.0', ...(description ? { description } : {}) },
    ...(servers.length ? { servers } : {}),
    paths: { [path]: { post: operation } },
  };
};

/** A push message as the POST the platform sends to the subscriber's own address. */
export const messageDocToOpenApi = (doc: MessageDoc): OpenApiDocument => {
  const description = text(doc.description);
  const example = parsedJson(doc.example);
  const title = doc.chineseName ? `${doc.chineseName} (${doc.name})` : doc.name;
  return {
    openapi: '3.0.3',
    info: {
      title,
      version: doc.updateTime || '1.0',
      description: joined(
        description,
        `A push message (${doc.name}): the platform POSTs it to the address you subscribed with. Serve this operation on your own server.`,
      ),
    },
    servers: [
      {
        url: '{address}',
        description: 'Your server: the address you registered for this message.',
        variables: { address: { default: 'https://your-server.example.com/messages', description: 'The address you registered.' } },
      },
    ],
    paths: {
      // The whole address is the server's: the platform posts to exactly what you registered.
      '/': {
        post: {
          operationId: `receive${doc.name.replace(/[^A-Za-z0-9]/g, '') || String(doc.id)}`,
          summary: `Receive ${title}`,
          ...(description ? { description } : {}),
          requestBody: {
            required: true,
            content: { 'application/json': { schema: objectOf(doc.properties), ...(example === undefined ? {} : { example }) } },
          },
          responses: { '200': { description: 'Received. Any other answer makes the platform send the message again later.' } },
          'x-push-message': doc.name,
          ...(example === undefined && doc.example ? { 'x-examples': [{ content: doc.example }] } : {}),
        },
      },
    },
  };
};
