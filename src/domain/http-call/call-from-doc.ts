import type { ApiDoc, AuthScheme } from '../doc/api-doc';
import type { ParamLocation, ParamNode } from '../doc/param-tree';
import { isJsonMediaType, isTextMediaType, type FormField, type FormPart, type HttpCall, type HttpCallBody, type HttpHeader } from './http-call';

/** What a sample writes where the reader's secret goes: its name, in angle brackets, never a value. */
export const SECRET_PLACEHOLDERS = {
  apiKey: '<API_KEY>',
  token: '<TOKEN>',
  basic: '<BASE64(USERNAME:PASSWORD)>',
  credentials: '<CREDENTIALS>',
} as const;

/** A value the reader has to give (`{orderId}`, `<TOKEN>`): written as it is, never percent-encoded. */
const isPlaceholder = (value: string): boolean => /^(\{[^{}]+\}|<[^<>]+>)$/.test(value);
const encoded = (value: string): string => (isPlaceholder(value) ? value : encodeURIComponent(value));

/** A parameter's documented value (example, default, first allowed value), as the text it travels as. */
const documentedValue = (node: ParamNode): string | undefined => {
  const value = node.example ?? node.facts?.defaultValue ?? node.facts?.enumValues?.[0];
  return value === '""' ? '' : value;
};

/** An array example (`["a","b"]`) travels as the parameter repeated, the form OpenAPI's defaults describe. */
const valuesOf = (text: string): string[] => {
  if (!text.startsWith('[')) return [text];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))) : [text];
  } catch {
    return [text];
  }
};

interface Sent {
  readonly name: string;
  readonly value: string;
}

/** Each parameter in `location` that a call sends: the required ones, and those the document gives a value. */
const paramsIn = (api: ApiDoc, location: ParamLocation): Sent[] =>
  api.requestParams
    .filter((node) => node.facts?.in === location)
    .flatMap((node) => {
      const value = documentedValue(node);
      if (value === undefined) return location === 'path' || node.requirement === 'required' ? [{ name: node.name, value: `{${node.name}}` }] : [];
      return valuesOf(value).map((one) => ({ name: node.name, value: one }));
    });

/** Where each scheme of the first accepted way of authorizing puts its secret, as placeholders. */
const credentialsOf = (schemes: readonly AuthScheme[]): Record<'query' | 'header' | 'cookie', Sent[]> => {
  const sent: Record<'query' | 'header' | 'cookie', Sent[]> = { query: [], header: [], cookie: [] };
  for (const scheme of schemes) {
    if (scheme.type === 'apiKey' && scheme.in && scheme.parameter) sent[scheme.in].push({ name: scheme.parameter, value: SECRET_PLACEHOLDERS.apiKey });
    else if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') sent.header.push({ name: 'Authorization', value: `Bearer ${SECRET_PLACEHOLDERS.token}` });
    else if (scheme.type === 'http') {
      const kind = (scheme.scheme ?? '').toLowerCase();
      const value = kind === 'basic' ? `Basic ${SECRET_PLACEHOLDERS.basic}` : kind === 'bearer' ? `Bearer ${SECRET_PLACEHOLDERS.token}` : `${scheme.scheme ?? ''} ${SECRET_PLACEHOLDERS.credentials}`.trim();
      sent.header.push({ name: 'Authorization', value });
    }
  }
  return sent;
};

const parsedObject = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

const fieldText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** A form body's fields from its example or sample object; a list is the field repeated. */
const formFields = (object: Record<string, unknown>): FormField[] =>
  Object.entries(object).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => ({ name, value: fieldText(one) })));

/** The request body the document describes, from its first example, else the sample built from its schema. */
const bodyOf = (api: ApiDoc): HttpCallBody | undefined => {
  const mediaType = api.mediaTypes?.request;
  if (!mediaType) return undefined;
  const text = api.requestExamples[0]?.content ?? api.requestSample?.json;
  const type = mediaType.toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/')) {
    const object = text === undefined ? {} : (parsedObject(text) ?? {});
    const files = new Set(api.requestSample?.files ?? []);
    if (type.startsWith('application/x-www-form-urlencoded')) return { kind: 'form', fields: formFields(object) };
    const parts: FormPart[] = [
      ...formFields(Object.fromEntries(Object.entries(object).filter(([name]) => !files.has(name)))),
      ...[...files].map((name) => ({ name, fileName: name })),
    ];
    return { kind: 'multipart', parts };
  }
  if (isTextMediaType(type)) return { kind: 'text', mediaType, text: text ?? (isJsonMediaType(type) ? '{}' : '') };
  return { kind: 'file', mediaType, fileName: 'file' };
};

/**
 * The call an API's document describes (OpenAPI), as its code samples write it: its first server's address; path
 * parameters filled with their documented values (else left as `{name}`); the query, headers and cookies the call
 * needs or the document gives a value for; the first accepted way of authorizing with placeholders for its secrets;
 * and the body's first example, else a body built from its schema.
 */
export const callFromDoc = (api: ApiDoc): HttpCall => {
  const credentials = credentialsOf(api.authorization?.[0] ?? []);
  const path = new Map(paramsIn(api, 'path').map((param) => [param.name, param.value]));
  const address = (api.environments[0]?.url ?? api.path).replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const value = path.get(name);
    return value === undefined ? whole : encoded(value);
  });
  const query = [...paramsIn(api, 'query'), ...credentials.query].map((param) => `${encodeURIComponent(param.name)}=${encoded(param.value)}`);
  const url = query.length ? `${address}${address.includes('?') ? '&' : '?'}${query.join('&')}` : address;
  const cookies = [...paramsIn(api, 'cookie'), ...credentials.cookie];
  const headers: HttpHeader[] = [
    ...paramsIn(api, 'header'),
    ...credentials.header,
    ...(cookies.length ? [{ name: 'Cookie', value: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') }] : []),
  ];
  const body = bodyOf(api);
  return { method: api.httpMethod ?? 'POST', url, headers, ...(body ? { body } : {}) };
};
