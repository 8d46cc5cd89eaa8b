import type { DocumentProblem, DocumentProblemCode } from '../../domain/doc/document-problem';

/** JSON as parsed, and places in it: what every part of the OpenAPI reader walks. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export const stringOf = (value: Json | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * A name or text the document gives (a summary, an operationId, a title, a description): an empty or blank one is
 * absent, as real documents mean it (`summary: ""`), so a heading, menu entry or tab never shows nothing.
 */
export const textOf = (value: Json | undefined): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** A JSON pointer (RFC 6901) to a place below `base`. */
export const pointerTo = (base: string, ...segments: readonly (string | number)[]): string =>
  base + segments.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The value at `pointer` in `document`, or undefined when there is none. */
export const valueAt = (document: Json, pointer: string): Json | undefined => {
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  let here: Json | undefined = document;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(here)) here = here[Number(key)];
    else if (isObject(here)) here = Object.hasOwn(here, key) ? here[key] : undefined;
    else return undefined;
  }
  return here;
};

/** A document that is not what it must be, and the place in it that says so. */
export class OpenApiProblem extends Error {
  readonly problem: DocumentProblem;
  constructor(
    readonly file: string,
    readonly pointer: string,
    code: DocumentProblemCode,
    values: Readonly<Record<string, string>> = {},
  ) {
    super(`${file}#${pointer}: ${code} ${JSON.stringify(values)}`);
    this.name = 'OpenApiProblem';
    this.problem = { code, values };
  }
}

/** A key `x-…` of an object the specification lets be extended (the Paths Object among them): not one of its entries. */
export const isExtension = (key: string): boolean => key.startsWith('x-');
