import type { ApiMenuGroup } from '../../domain/doc/api-doc';
import type { DocumentProblem } from '../../domain/doc/document-problem';
import type { MessageMenuGroup } from '../../domain/doc/message-doc';
import { firstSlot } from './openapi-ids';
import type { JsonObject } from './openapi-json';

/*
 * A compiled document (issue #35, docs/openapi.md "Compiled documents"): a folder holding `index.json` and the files
 * it names. `npm run openapi:compile` and the build write it; the documents' host reads it. Addresses of the
 * document's own files are relative to its root file's folder; numbers of operations are those of unit 0, which the
 * reader adds its unit's to (openapi-ids.ts).
 */

/** Written into every index: a reader meeting another format says so instead of misreading it. */
export const COMPILED_FORMAT = 'lcp-openapi-compiled/3';

/** The file that names the rest, in the folder a compiled document's address names (an address ending in `/`). */
export const COMPILED_INDEX = 'index.json';

/** An operation or webhook as its page is rebuilt: where it is in the document, and what its menu line says. */
export interface CompiledOperation {
  readonly method: string;
  readonly path: string;
  readonly code: string;
  readonly name: string;
}

/**
 * The API menu, each line with its operation's method (which the page needs to find it in its part), and its number
 * only when that is not the one its method and path give (openapi-ids.ts `firstSlot`: two hashes met).
 */
export type CompiledMenu = readonly (Omit<ApiMenuGroup, 'apis'> & { readonly apis: readonly (Omit<ApiMenuGroup['apis'][number], 'id'> & { readonly method: string; readonly id?: number })[] })[];

/** An operation's number in unit 0 as a compiled menu gives it. */
export const compiledId = (api: CompiledMenu[number]['apis'][number]): number => api.id ?? firstSlot(`${api.method.toUpperCase()} ${api.path}`) + 1;

interface CompiledBase {
  readonly format: typeof COMPILED_FORMAT;
  /** The root file's name, relative to `address`' folder (`github.json`). */
  readonly document: string;
  /** Where the document is published, which its relative links and servers are read from; absent: the folder's. */
  readonly address?: string;
}

export interface CompiledDocument extends CompiledBase {
  readonly title: string;
  readonly version?: string;
  readonly description?: string;
  readonly menu: CompiledMenu;
  readonly messageMenu: readonly MessageMenuGroup[];
  /** In document order: a webhook's message number is its place, from 1. */
  readonly webhooks: readonly CompiledOperation[];
  /**
   * The folder of the other files, named by a hash of them all (so they may be cached for good): `common.json` (the
   * places every page reads), `api-<number>.json` and `message-<number>.json` (each page's own places), each a
   * CompiledPart, and `search.json` (SearchableDocument, with the numbers of unit 0).
   */
  readonly parts: string;
}

/** A document that did not pass its check: the problem a page says in its place, as the reader would have. */
export interface CompiledProblem extends CompiledBase {
  readonly problem: { readonly file: string; readonly pointer: string } & DocumentProblem;
}

export type CompiledIndex = CompiledDocument | CompiledProblem;

/**
 * A part of the document: sparse copies of its files by their relative address (openapi-slice.ts), and the
 * descriptions found in them as HTML, by their markdown, relative links and images written as stand-ins the reader
 * resolves (description-links.ts): a page whose descriptions are all here is built without a markdown renderer.
 * `null`: the part's descriptions were left out, being larger than the renderer (openapi-compile.ts).
 */
export interface CompiledPart {
  readonly files: Readonly<Record<string, JsonObject>>;
  readonly descriptions: Readonly<Record<string, string>> | null;
}
