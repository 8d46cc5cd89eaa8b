import type { ApiDoc, AuthScheme } from '../doc/api-doc';
import type { ParamLocation, ParamNode } from '../doc/param-tree';

/**
 * What a reader has typed to call one operation (Try it; the code samples follow it): each part left out is the
 * document's own (its documented values, its first server and way of authorizing, its example body).
 */
export interface TryDraft {
  /** The server chosen: its index among the document's servers. */
  readonly server?: number;
  /** The server variables set, by name (any server of the operation that has a variable of that name takes it). */
  readonly variables?: Readonly<Record<string, string>>;
  /** Each parameter's text, by `paramKey`. */
  readonly params?: Readonly<Record<string, string>>;
  /** The way of authorizing chosen: its index among the accepted ways. */
  readonly way?: number;
  /** Each secret, by `secretKey`: an API key or token by the scheme's name; basic's user name and password apart. */
  readonly secrets?: Readonly<Record<string, string>>;
  /** A text body (JSON, XML, plain text) as typed. */
  readonly body?: string;
  /** A form's or multipart body's fields, by name. */
  readonly fields?: Readonly<Record<string, string>>;
  /** The files chosen for a multipart body's file fields, or a file body (field ''), by their file names. */
  readonly files?: Readonly<Record<string, string>>;
}

export const paramKey = (location: ParamLocation, name: string): string => `${location}:${name}`;
export const secretKey = (scheme: AuthScheme, part?: 'username' | 'password'): string => (part ? `${scheme.name}:${part}` : scheme.name);

/** The parameters a call can carry: the request tree's first rows that travel in the path, query, header or cookie. */
export const callParams = (api: ApiDoc): (ParamNode & { readonly facts: { readonly in: ParamLocation } })[] =>
  api.requestParams.filter((node): node is ParamNode & { readonly facts: { readonly in: ParamLocation } } => node.facts?.in !== undefined);

/**
 * A parameter's documented value (example, default; for a required one, else its first allowed value), as the text it
 * travels as. An optional parameter with only a list of values has none: sending the first would change what the call
 * asks (a filter, a mode) without the reader choosing it.
 */
export const documentedValue = (node: ParamNode): string | undefined => {
  const value = node.example ?? node.facts?.defaultValue ?? (node.requirement === 'required' ? node.facts?.enumValues?.[0] : undefined);
  return value === '""' ? '' : value;
};

/** The text a parameter has in the draft: what the reader typed, else its documented value. */
export const paramText = (draft: TryDraft, node: ParamNode & { readonly facts: { readonly in: ParamLocation } }): string | undefined =>
  draft.params?.[paramKey(node.facts.in, node.name)] ?? documentedValue(node);

/** Why a draft cannot be sent as it is; `key` names the field (a paramKey, or 'body'). */
export interface DraftProblem {
  readonly key: string;
  readonly problem: 'required' | 'notInteger' | 'notNumber' | 'notBoolean' | 'notJson';
  /** The JSON parser's own words, for notJson. */
  readonly detail?: string;
}

const typeProblem = (type: string, text: string): DraftProblem['problem'] | undefined => {
  const base = type.split(/[\s|<]/)[0];
  if (base === 'integer' && !/^[-+]?\d+$/.test(text)) return 'notInteger';
  if (base === 'number' && (text.trim() === '' || !Number.isFinite(Number(text)))) return 'notNumber';
  if (base === 'boolean' && text !== 'true' && text !== 'false') return 'notBoolean';
  return undefined;
};

/**
 * What stops a draft from being sent, in the form's order: a required parameter left empty, a value not of its type,
 * a JSON body that is not JSON. A parameter left empty and not required is not sent, so it is no problem.
 */
export const draftProblems = (api: ApiDoc, draft: TryDraft, jsonBody: boolean): DraftProblem[] => {
  const problems: DraftProblem[] = [];
  for (const node of callParams(api)) {
    const key = paramKey(node.facts.in, node.name);
    const text = paramText(draft, node) ?? '';
    if (text.trim() === '') {
      if (node.requirement === 'required') problems.push({ key, problem: 'required' });
      continue;
    }
    const problem = typeProblem(node.type, text.trim());
    if (problem) problems.push({ key, problem });
  }
  if (jsonBody && draft.body !== undefined && draft.body.trim() !== '') {
    try {
      JSON.parse(draft.body);
    } catch (error) {
      problems.push({ key: 'body', problem: 'notJson', detail: error instanceof Error ? error.message : String(error) });
    }
  }
  return problems;
};
