import type { ApiDoc, AuthScheme, FormFieldEncoding } from '../doc/api-doc';
import type { ParamLocation } from '../doc/param-tree';
import { isJsonMediaType, isTextMediaType, type FormField, type FormPart, type HttpCall, type HttpCallBody, type HttpHeader } from './http-call';
import { serverAddress } from './server-address';
import { callParams, paramText, secretKey, type TryDraft } from './try-draft';

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

/** A value as the text it travels as (a string as it is, anything else as JSON). */
const fieldText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** An array example (`["a","b"]`) travels as the parameter repeated, the form OpenAPI's defaults describe. */
const valuesOf = (text: string): string[] => {
  if (!text.startsWith('[')) return [text];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(fieldText) : [text];
  } catch {
    return [text];
  }
};

interface Sent {
  readonly name: string;
  readonly value: string;
}

/**
 * Each parameter in `location` that a call sends: those with a value (typed, else documented); one without is left
 * out, unless the call needs it (a path parameter, a required one): then it is `{name}`, for the reader to fill in.
 */
const paramsIn = (api: ApiDoc, draft: TryDraft, location: ParamLocation): Sent[] =>
  callParams(api)
    .filter((node) => node.facts.in === location)
    .flatMap((node) => {
      const value = paramText(draft, node);
      if (value === undefined || value === '') return location === 'path' || node.requirement === 'required' ? [{ name: node.name, value: `{${node.name}}` }] : [];
      return valuesOf(value).map((one) => ({ name: node.name, value: one }));
    });

/** Base64 of the text's UTF-8 bytes (HTTP basic authentication's credentials). */
const base64 = (text: string): string => btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));

/**
 * What a call writes for the secrets: `placeholders` (code shown to the reader), `typed` (a call really sent: the
 * secrets typed, and no credential where none was typed), or `typedOrPlaceholders` (code the reader asked to see with
 * the secrets typed in it).
 */
export type SecretsAs = 'placeholders' | 'typed' | 'typedOrPlaceholders';

/** Where each scheme of the way of authorizing chosen puts its secret, written as `secrets` says. */
const credentialsOf = (schemes: readonly AuthScheme[], draft: TryDraft, secrets: SecretsAs): Record<'query' | 'header' | 'cookie', Sent[]> => {
  const typedOf = (scheme: AuthScheme, part?: 'username' | 'password') => (secrets === 'placeholders' ? undefined : draft.secrets?.[secretKey(scheme, part)] || undefined);
  const sent: Record<'query' | 'header' | 'cookie', Sent[]> = { query: [], header: [], cookie: [] };
  const add = (place: 'query' | 'header' | 'cookie', name: string, typed: string | undefined, written: (secret: string) => string, placeholder: string) => {
    if (typed !== undefined) sent[place].push({ name, value: written(typed) });
    else if (secrets !== 'typed') sent[place].push({ name, value: written(placeholder) });
  };
  for (const scheme of schemes) {
    if (scheme.type === 'apiKey' && scheme.in && scheme.parameter) add(scheme.in, scheme.parameter, typedOf(scheme), (key) => key, SECRET_PLACEHOLDERS.apiKey);
    else if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') add('header', 'Authorization', typedOf(scheme), (token) => `Bearer ${token}`, SECRET_PLACEHOLDERS.token);
    else if (scheme.type === 'http') {
      const kind = (scheme.scheme ?? '').toLowerCase();
      if (kind === 'basic') {
        const [user, password] = [typedOf(scheme, 'username'), typedOf(scheme, 'password')];
        add('header', 'Authorization', user || password ? base64(`${user ?? ''}:${password ?? ''}`) : undefined, (credentials) => `Basic ${credentials}`, SECRET_PLACEHOLDERS.basic);
      } else if (kind === 'bearer') add('header', 'Authorization', typedOf(scheme), (token) => `Bearer ${token}`, SECRET_PLACEHOLDERS.token);
      else add('header', 'Authorization', typedOf(scheme), (credentials) => `${scheme.scheme ?? ''} ${credentials}`.trim(), SECRET_PLACEHOLDERS.credentials);
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


/**
 * The body the document gives: its first example written out (one kept in a file of its own, `externalValue`, has no
 * text until fetched), else the sample built from its schema.
 */
export const documentedBody = (api: ApiDoc): string | undefined => api.requestExamples.find((example) => example.externalUrl === undefined)?.content ?? api.requestSample?.json;

/** Whether the request body is a form (urlencoded or multipart), whose fields the reader fills one by one. */
export const isFormMediaType = (mediaType: string): boolean => /^(application\/x-www-form-urlencoded|multipart\/)/i.test(mediaType.trim());

const fieldsOfText = (api: ApiDoc, text: string | undefined): Record<string, string> => {
  const object = text === undefined ? {} : (parsedObject(text) ?? {});
  const files = new Set(api.requestSample?.files ?? []);
  return Object.fromEntries(Object.entries(object).filter(([name]) => !files.has(name)).map(([name, value]) => [name, fieldText(value)]));
};

/**
 * A form body's fields as the document's example gives them, by name (a list or object as one JSON text). A sample
 * built from the schema fills none: its values ("string", 0) would be sent as if the reader meant them.
 */
export const documentedFields = (api: ApiDoc): Record<string, string> =>
  fieldsOfText(
    api,
    api.requestExamples.find((example) => example.externalUrl === undefined)?.content,
  );

/** Every field of a form body, with the value the schema's sample gives it (a hint of its shape, never sent). */
export const sampleFields = (api: ApiDoc): Record<string, string> => ({ ...fieldsOfText(api, api.requestSample?.json), ...documentedFields(api) });

/** `address[city]=…`, nested as deep as the value (a list's items by index): deepObject, as Stripe reads it. */
const deepFields = (name: string, value: unknown): FormField[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => deepFields(`${name}[${String(index)}]`, item));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => deepFields(`${name}[${key}]`, item));
  return [{ name, value: fieldText(value) }];
};

/**
 * A urlencoded field as it travels (OpenAPI's `encoding`): an object typed as JSON deep (`deepObject`), as its
 * properties (`form`, exploded: the default), or as `key,value,…` (not exploded); a list repeated, or `a,b` (not
 * exploded); any other text as it is.
 */
const formFields = (name: string, text: string, encoding: FormFieldEncoding | undefined): FormField[] => {
  const object = text.startsWith('{') ? parsedObject(text) : undefined;
  if (object && encoding?.style === 'deepObject') return deepFields(name, object);
  if (object) return encoding?.explode === false ? [{ name, value: Object.entries(object).flatMap(([key, item]) => [key, fieldText(item)]).join(',') }] : Object.entries(object).map(([key, item]) => ({ name: key, value: fieldText(item) }));
  const values = valuesOf(text);
  if (encoding?.style === 'deepObject' && text.startsWith('[') && values.length !== 1) return values.map((value, index) => ({ name: `${name}[${String(index)}]`, value }));
  return encoding?.explode === false && values.length > 1 ? [{ name, value: values.join(',') }] : values.map((value) => ({ name, value }));
};

/** The request body: as the reader typed it, else as the document gives it. */
const bodyOf = (api: ApiDoc, draft: TryDraft): HttpCallBody | undefined => {
  const mediaType = api.mediaTypes?.request;
  if (!mediaType) return undefined;
  const type = mediaType.toLowerCase();
  if (isFormMediaType(type)) {
    // In the schema's order, whatever order they were typed in; a field left empty is not sent. A multipart field
    // travels as its text (a list once per value).
    const values: Record<string, string> = { ...documentedFields(api), ...draft.fields };
    const names = new Set([...Object.keys(sampleFields(api)), ...Object.keys(values)]);
    const typed = [...names].flatMap((name): [string, string][] => (values[name] ? [[name, values[name]]] : []));
    if (type.startsWith('application/x-www-form-urlencoded')) return { kind: 'form', fields: typed.flatMap(([name, value]) => formFields(name, value, api.formEncoding?.[name])) };
    const fields: FormField[] = typed.flatMap(([name, value]) => valuesOf(value).map((one) => ({ name, value: one })));
    const files: FormPart[] = (api.requestSample?.files ?? []).map((name) => ({ name, fileName: draft.files?.[name] ?? name }));
    return { kind: 'multipart', parts: [...fields, ...files] };
  }
  const text = draft.body ?? documentedBody(api);
  if (isTextMediaType(type)) return { kind: 'text', mediaType, text: text ?? (isJsonMediaType(type) ? '{}' : '') };
  return { kind: 'file', mediaType, fileName: draft.files?.[''] ?? 'file' };
};


/**
 * The address of the server the draft chose (else the first) for the operation, with the variables the reader set
 * (their defaults otherwise); undefined where the document names no server.
 */
export const chosenServerUrl = (api: ApiDoc, draft: TryDraft): string | undefined => {
  const server = api.environments[draft.server ?? 0] ?? api.environments[0];
  return server && serverAddress(server, draft.variables);
};

/**
 * The call a reader's draft makes of an API's document (OpenAPI): the server chosen (else the first); path parameters
 * filled with their values (else left as `{name}`); the query, headers and cookies that have a value or that the call
 * needs; the way of authorizing chosen (else the first), its secrets written as `secrets` says; and the body as typed,
 * else the document's first example, else a body built from its schema.
 */
export const callFromDraft = (api: ApiDoc, draft: TryDraft, { secrets }: { readonly secrets: SecretsAs }): HttpCall => {
  const credentials = credentialsOf(api.authorization?.[draft.way ?? 0] ?? [], draft, secrets);
  const path = new Map(paramsIn(api, draft, 'path').map((param) => [param.name, param.value]));
  const address = (chosenServerUrl(api, draft) ?? api.path).replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const value = path.get(name);
    return value === undefined ? whole : encoded(value);
  });
  const query = [...paramsIn(api, draft, 'query'), ...credentials.query].map((param) => `${encodeURIComponent(param.name)}=${encoded(param.value)}`);
  const url = query.length ? `${address}${address.includes('?') ? '&' : '?'}${query.join('&')}` : address;
  const cookies = [...paramsIn(api, draft, 'cookie'), ...credentials.cookie];
  const headers: HttpHeader[] = [
    ...paramsIn(api, draft, 'header'),
    ...credentials.header,
    ...(cookies.length ? [{ name: 'Cookie', value: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') }] : []),
  ];
  const body = bodyOf(api, draft);
  return { method: api.httpMethod ?? 'POST', url, headers, ...(body ? { body } : {}) };
};

/** The call as the document describes it, with placeholders for what the reader must give (the code samples' start). */
export const callFromDoc = (api: ApiDoc): HttpCall => callFromDraft(api, {}, { secrets: 'placeholders' });
