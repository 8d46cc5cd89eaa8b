import type { ApiDoc, ApiMenuGroup, CodeExample, ErrorCodeNode, FormFieldEncoding, GatewayEnvironment, ServerVariable } from '../../domain/doc/api-doc';
import { createAnchorRegistry } from '../../domain/doc/anchor';
import type { MessageDoc, MessageMenuGroup } from '../../domain/doc/message-doc';
import type { ParamLocation, ParamNode } from '../../domain/doc/param-tree';
import { isExtension, isObject, type Json, type JsonObject, pointerTo, stringOf, textOf } from './openapi-json';
import { operationIds } from './openapi-ids';
import { callbacksOf } from './openapi-callbacks';
import { declaredSchema, examplesOf, preferredMedia, withOwnWords } from './openapi-media';
import { located, resolve, type DocumentSet, type Located } from './openapi-refs';
import { responsesOf, successStatus } from './openapi-responses';
import { fileFieldsOf, sampleOf } from './openapi-sample';
import { createSchemaTree } from './openapi-schema-tree';
import { authorizationOf } from './openapi-security';
import { HTTP_METHODS } from './openapi-validate';

/** One operation of a document: where it is, and what a menu line shows of it. */
export interface OperationEntry {
  readonly id: number;
  readonly method: string;
  readonly path: string;
  readonly code: string;
  readonly name: string;
  readonly tags: readonly string[];
  readonly at: Located<JsonObject>;
  readonly pathItem: Located<JsonObject>;
}

/** The group of operations that have no tag (Swagger UI's name for it). */
export const UNTAGGED = 'default';


/** Every operation under `key` ('paths' or 'webhooks') of a validated document, in document order. */
export const operationsOf = (set: DocumentSet, unitId: number, key: 'paths' | 'webhooks'): OperationEntry[] => {
  const root = set.files.get(set.root) as JsonObject;
  const items = isObject(root[key]) ? root[key] : {};
  const found: (Omit<OperationEntry, 'id' | 'code' | 'name'> & { operationId?: string; summary?: string })[] = [];
  for (const path in items) {
    if (key === 'paths' && isExtension(path)) continue;
    const item = resolve(set, { value: items[path] as Json, file: set.root, pointer: pointerTo(`/${key}`, path) }) as Located<JsonObject>;
    for (const method of HTTP_METHODS) {
      const operation = item.value[method];
      if (!isObject(operation)) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => textOf(tag) !== undefined) : [];
      found.push({
        method,
        path,
        operationId: textOf(operation.operationId),
        summary: textOf(operation.summary),
        tags: tags.length ? tags : [UNTAGGED],
        at: located(item, operation, method) as Located<JsonObject>,
        pathItem: item,
      });
    }
  }
  const ids = operationIds(unitId, found.map((entry) => `${entry.method.toUpperCase()} ${entry.path}`));
  // An operationId the document gives more than one operation names none of them: method and path do.
  const counts = new Map<string, number>();
  for (const { operationId } of found) if (operationId !== undefined) counts.set(operationId, (counts.get(operationId) ?? 0) + 1);
  return found.map(({ operationId, summary, ...entry }, index) => {
    const code = operationId !== undefined && counts.get(operationId) === 1 ? operationId : `${entry.method.toUpperCase()} ${entry.path}`;
    return { ...entry, code, name: summary ?? code, id: ids[index] ?? 0 };
  });
};

/** What a menu line says of an operation, with its number: the rest of an OperationEntry is found in the set. */
export type OperationFacts = Omit<OperationEntry, 'at' | 'pathItem'>;

/** An operation of a (compiled, so already checked) set found by its facts; undefined when the set has no such operation. */
export const entryAt = (set: DocumentSet, key: 'paths' | 'webhooks', facts: OperationFacts): OperationEntry | undefined => {
  const root = set.files.get(set.root) as JsonObject;
  const items = isObject(root[key]) ? root[key] : {};
  if (!Object.hasOwn(items, facts.path)) return undefined;
  const item = resolve(set, { value: items[facts.path] as Json, file: set.root, pointer: pointerTo(`/${key}`, facts.path) }) as Located<JsonObject>;
  const operation = item.value[facts.method];
  return isObject(operation) ? { ...facts, at: located(item, operation, facts.method) as Located<JsonObject>, pathItem: item } : undefined;
};

/** Operations by tag: the document's own tag order first, then tags in the order operations name them. */
export const menuOf = (set: DocumentSet, operations: readonly OperationEntry[]): ApiMenuGroup[] => {
  const root = set.files.get(set.root) as JsonObject;
  const declared = Array.isArray(root.tags) ? root.tags.filter(isObject) : [];
  const names = new Map<string, string>(
    declared.flatMap((tag) => {
      const name = textOf(tag.name);
      return name === undefined ? [] : [[name, textOf(tag['x-displayName']) ?? name]];
    }),
  );
  const groups = new Map<string, ApiMenuGroup['apis'][number][]>([...names.keys()].map((name) => [name, []]));
  for (const entry of operations) {
    for (const tag of entry.tags) {
      const apis = groups.get(tag) ?? [];
      apis.push({ id: entry.id, code: entry.code, name: entry.name, path: entry.path });
      groups.set(tag, apis);
    }
  }
  return [...groups].filter(([, apis]) => apis.length).map(([code, apis]) => ({ code, name: names.get(code) ?? code, apis }));
};

/** A server's address with its variables at their defaults. */
const serverAddress = (server: JsonObject): string => {
  const variables = isObject(server.variables) ? server.variables : {};
  return (stringOf(server.url) ?? '').replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables[name];
    return isObject(variable) ? (stringOf(variable.default) ?? whole) : whole;
  });
};

/** A server's address, a relative one read from the document's own (as OpenAPI says); one that is no address as written. */
const absoluteAddress = (address: string, documentUrl: string): string => {
  try {
    return new URL(address, documentUrl).href;
  } catch {
    return address;
  }
};

/** A server's variables, each with its default (one without is no variable a reader can set: it stays as written). */
const variablesOf = (server: JsonObject): ServerVariable[] =>
  Object.entries(isObject(server.variables) ? server.variables : {}).flatMap(([name, variable]) => {
    const defaultValue = isObject(variable) ? stringOf(variable.default) : undefined;
    if (!isObject(variable) || defaultValue === undefined) return [];
    const allowed = Array.isArray(variable.enum) ? variable.enum.filter((value): value is string => typeof value === 'string') : [];
    const description = textOf(variable.description);
    return [{ name, defaultValue, ...(allowed.length ? { allowed } : {}), ...(description ? { description } : {}) }];
  });

const environmentsOf = (set: DocumentSet, root: JsonObject, entry: OperationEntry): GatewayEnvironment[] => {
  const servers = [entry.at.value.servers, entry.pathItem.value.servers, root.servers].find(Array.isArray) ?? [];
  return servers.filter(isObject).map((server) => {
    const address = absoluteAddress(serverAddress(server), set.root).replace(/\/$/, '');
    const name = stringOf(server.description)?.trim();
    const variables = variablesOf(server);
    const raw = stringOf(server.url) ?? '';
    // A relative address with variables is read from the document's own once they are set: not offered to set.
    const template = variables.length && /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? `${raw.replace(/\/$/, '')}${entry.path}` : undefined;
    return { ...(name ? { name } : {}), url: `${address}${entry.path}`, ...(template ? { variables, template } : {}) };
  });
};

/** Every server the document's operations are called at (each operation's own servers, else its path's, else the document's). */
export const serversOf = (set: DocumentSet): GatewayEnvironment[] => {
  const root = set.files.get(set.root) as JsonObject;
  return operationsOf(set, 0, 'paths').flatMap((entry) => environmentsOf(set, root, entry));
};

/** Path-item parameters, overridden by the operation's own of the same name and place. */
const parametersOf = (set: DocumentSet, entry: OperationEntry): Located<JsonObject>[] => {
  const byKey = new Map<string, Located<JsonObject>>();
  for (const owner of [entry.pathItem, entry.at]) {
    const list = owner.value.parameters;
    if (!Array.isArray(list)) continue;
    list.forEach((raw, index) => {
      const parameter = resolve(set, located(owner, raw, 'parameters', index)) as Located<JsonObject>;
      byKey.set(`${stringOf(parameter.value.in) ?? ''}:${stringOf(parameter.value.name) ?? ''}`, parameter);
    });
  }
  return [...byKey.values()];
};

export interface OperationReading {
  readonly set: DocumentSet;
  readonly describe: (markdown: string) => string;
}

/** An operation as the portal's API document. */
export const apiDocOf = ({ set, describe }: OperationReading, entry: OperationEntry): ApiDoc => {
  const root = set.files.get(set.root) as JsonObject;
  const anchor = createAnchorRegistry();
  const request = createSchemaTree({ set, describe, anchor }, 'request');
  const response = createSchemaTree({ set, describe, anchor }, 'response');
  const operation = entry.at.value;

  const declared = parametersOf(set, entry);
  const parameterRows = request.fields(
    declared.map((parameter) => {
      const value = parameter.value;
      return { name: stringOf(value.name) ?? '', at: declaredSchema(parameter), required: value.required === true, extra: { in: value.in as ParamLocation, ...(value.deprecated === true ? { deprecated: true } : {}) } };
    }),
  );
  const parameters = parameterRows.map((node, index): ParamNode => withOwnWords(node, declared[index]?.value ?? {}, describe));

  const requestExamples: CodeExample[] = [];
  const mediaTypes: { request?: string; response?: string } = {};
  let body: ParamNode[] = [];
  let requestSample: ApiDoc['requestSample'];
  let formEncoding: ApiDoc['formEncoding'];
  if (operation.requestBody !== undefined) {
    const requestBody = resolve(set, located(entry.at, operation.requestBody, 'requestBody')) as Located<JsonObject>;
    const media = preferredMedia(requestBody.value.content);
    if (media) {
      mediaTypes.request = media[0];
      const mediaAt = located(requestBody, media[1], 'content', media[0]) as Located<JsonObject>;
      if (media[1].schema !== undefined) body = request.bodyFields(located(mediaAt, media[1].schema, 'schema'), 'body');
      requestExamples.push(...examplesOf(set, mediaAt, media[0]));
      formEncoding = formEncodingOf(media[1].encoding);
      // Only examples written out stand for a body (an external one has no text here): else a sample is built.
      if (!requestExamples.some((example) => example.externalUrl === undefined) && media[1].schema !== undefined) requestSample = requestSampleOf(set, located(mediaAt, media[1].schema, 'schema'));
    }
  }

  const responses = isObject(operation.responses) ? operation.responses : {};
  const success = successStatus(Object.keys(responses));
  let responseParams: ParamNode[] = [];
  const responseExamples: CodeExample[] = [];
  const errorCodes: ErrorCodeNode[] = [];
  for (const status in responses) {
    const answer = resolve(set, located(entry.at, responses[status] as Json, 'responses', status)) as Located<JsonObject>;
    if (status !== success) {
      errorCodes.push({ id: status, code: status, message: textOf(answer.value.description), children: [] });
      continue;
    }
    const media = preferredMedia(answer.value.content);
    if (!media) continue;
    mediaTypes.response = media[0];
    const mediaAt = located(answer, media[1], 'content', media[0]) as Located<JsonObject>;
    if (media[1].schema !== undefined) responseParams = response.bodyFields(located(mediaAt, media[1].schema, 'schema'), 'body');
    responseExamples.push(...examplesOf(set, mediaAt, `${status} ${media[0]}`));
  }

  const context = { set, describe, anchor };
  const answers = responsesOf(context, entry.at);
  const callbacks = callbacksOf(context, entry.at);
  const description = textOf(operation.description);
  const authorization = authorizationOf(set, operation, describe);
  return {
    id: entry.id,
    code: entry.code,
    name: entry.name,
    remark: description ? describe(description) : undefined,
    path: entry.path,
    httpMethod: entry.method.toUpperCase(),
    ...(operation.deprecated === true ? { deprecated: true } : {}),
    protocol: 'http',
    partner: false,
    environments: environmentsOf(set, root, entry),
    ...(authorization ? { authorization } : {}),
    requestParams: [...parameters, ...body],
    responseParams,
    ...(mediaTypes.request || mediaTypes.response ? { mediaTypes } : {}),
    requestExamples,
    ...(requestSample ? { requestSample } : {}),
    ...(formEncoding ? { formEncoding } : {}),
    ...codeSamplesOf(operation),
    responseExamples,
    exceptionExamples: exceptionExamplesOf(operation),
    ...(answers.length ? { responses: answers, ...(success ? { successStatus: success } : {}) } : {}),
    ...(callbacks.length ? { callbacks } : {}),
    errorCodes,
    sdks: [],
  };
};

/** A form body's `encoding` where it differs from the default (form, exploded): deepObject, or form not exploded. */
const formEncodingOf = (encoding: Json | undefined): ApiDoc['formEncoding'] => {
  if (!isObject(encoding)) return undefined;
  const fields = Object.entries(encoding).flatMap(([name, field]): [string, FormFieldEncoding][] => {
    if (!isObject(field)) return [];
    const style = field.style === 'deepObject' ? 'deepObject' : 'form';
    const explode = typeof field.explode === 'boolean' ? field.explode : style === 'form';
    return style === 'form' && explode ? [] : [[name, { style, explode }]];
  });
  return fields.length ? Object.fromEntries(fields) : undefined;
};

/** A body that fits the request's schema, for the samples and Try it, where the document gives no example. */
const requestSampleOf = (set: DocumentSet, schema: Located): ApiDoc['requestSample'] => {
  const sample = sampleOf({ set, direction: 'request' }, schema);
  return sample === undefined ? undefined : { json: JSON.stringify(sample, null, 2), files: fileFieldsOf(set, schema) };
};

/** The document's own code samples: `x-codeSamples` (Redoc's name), or `x-code-samples` (its older one). */
const codeSamplesOf = (operation: JsonObject): Pick<ApiDoc, 'codeSamples'> => {
  const given = operation['x-codeSamples'] ?? operation['x-code-samples'];
  const samples = (Array.isArray(given) ? given : []).filter(isObject).flatMap((sample) => {
    const source = stringOf(sample.source);
    const lang = textOf(sample.lang) ?? textOf(sample.label);
    if (!source?.trim() || !lang) return [];
    const label = textOf(sample.label);
    return [{ lang, ...(label ? { label } : {}), source }];
  });
  return samples.length ? { codeSamples: samples } : {};
};

/** The exception examples the portal's own export writes (`x-exception-examples`): OpenAPI has no such part. */
const exceptionExamplesOf = (operation: JsonObject): string[] => {
  const examples = operation['x-exception-examples'];
  return Array.isArray(examples) ? examples.filter((example): example is string => typeof example === 'string') : [];
};

/** Webhooks (OpenAPI 3.1) as the unit's push messages, grouped by tag like the API menu; a message's number is its place. */
export const messageMenuOf = (set: DocumentSet, webhooks: readonly OperationEntry[]): MessageMenuGroup[] =>
  menuOf(set, webhooks).map((group) => ({
    code: group.code,
    name: group.name,
    messages: group.apis.map((api) => ({ id: webhooks.findIndex((entry) => entry.id === api.id) + 1, name: webhookName(webhooks, api.id), chineseName: api.name === api.code ? undefined : api.name })),
  }));

/** A webhook's name is its key under `webhooks` (its 'path'). */
const webhookName = (webhooks: readonly OperationEntry[], id: number): string => webhooks.find((entry) => entry.id === id)?.path ?? '';

/** A webhook as a push message document: the body the provider sends, and its first example. */
export const messageDocOf = (reading: OperationReading, entry: OperationEntry, messageId: number): MessageDoc => {
  const api = apiDocOf(reading, entry);
  const properties = api.requestParams.filter((node) => node.facts?.in === undefined);
  return {
    id: messageId,
    name: entry.path,
    ...(entry.name !== entry.code ? { chineseName: entry.name } : {}),
    description: api.remark,
    // A message page shows one example, as text: one kept in a file of its own (externalValue) is not that.
    example: api.requestExamples.find((example) => example.externalUrl === undefined)?.content,
    properties,
  };
};
