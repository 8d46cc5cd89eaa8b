import type { ApiDoc, ErrorCodeNode } from '../domain/doc/api-doc';
import type { ParamNode, Requirement } from '../domain/doc/param-tree';
import type { Locale, Site } from '../domain/deployment/deployment';
import type { PublishedPage } from '../domain/publish/published-page';
import { htmlToText } from '../infrastructure/export/markdown-text';

/*
 * What the docs MCP server answers from (docs/publishing.md "For AI agents"): every published page by its title and
 * unit, and each API's parameters and error codes as data, written beside the pages by the same publish, so the
 * server serves exactly what was published and reads no backend.
 */

export const DOCS_INDEX = 'docs-index.json';

export interface IndexedParam {
  /** Its dotted path from the root: `order.receiver.phone`. */
  readonly name: string;
  readonly type: string;
  readonly requirement: Requirement;
  readonly example?: string;
  /** Plain text. */
  readonly description?: string;
}

export interface IndexedErrorCode {
  readonly code: string;
  readonly message?: string;
  /** The suggested fix, plain text. */
  readonly fix?: string;
}

export interface IndexedApi {
  readonly apiId: number;
  readonly code: string;
  /** The method path, e.g. /inbound/create. */
  readonly method: string;
  readonly lopDn?: string;
  readonly addresses: readonly { readonly environment?: string; readonly url: string }[];
  readonly request: readonly IndexedParam[];
  readonly response: readonly IndexedParam[];
  readonly errorCodes: readonly IndexedErrorCode[];
}

export interface IndexedPage {
  readonly site: Site;
  readonly locale: Locale;
  readonly page: PublishedPage;
  readonly hostFolder: string;
  /** From the host's root, ending in '/'. */
  readonly path: string;
  readonly title: string;
  /** The unit's name in the page's language. */
  readonly unit?: string;
  readonly api?: IndexedApi;
}

export interface DocsIndex {
  readonly version: 1;
  /** Each site's origin, so answers carry absolute addresses. */
  readonly origins: Readonly<Partial<Record<Site, string>>>;
  readonly pages: readonly IndexedPage[];
}

const text = (html: string | undefined): string | undefined => (html ? htmlToText(html) || undefined : undefined);

const params = (nodes: readonly ParamNode[], parent = ''): IndexedParam[] =>
  nodes.flatMap((node) => {
    const name = parent ? `${parent}.${node.name}` : node.name;
    const description = text(node.description);
    return [
      { name, type: node.type, requirement: node.requirement, ...(node.example ? { example: node.example } : {}), ...(description ? { description } : {}) },
      ...params(node.children, name),
    ];
  });

const errorCodes = (nodes: readonly ErrorCodeNode[]): IndexedErrorCode[] =>
  nodes.flatMap((node) => {
    const fix = text(node.fix);
    return [{ code: node.code, ...(node.message ? { message: node.message } : {}), ...(fix ? { fix } : {}) }, ...errorCodes(node.children)];
  });

/** An API's document as the index keeps it. */
export const indexedApi = (doc: ApiDoc): IndexedApi => ({
  apiId: doc.id,
  code: doc.code,
  method: doc.path,
  ...(doc.lopDn ? { lopDn: doc.lopDn } : {}),
  addresses: doc.environments.map((env) => ({ ...(env.name ? { environment: env.name } : {}), url: env.url })),
  request: params(doc.requestParams),
  response: params(doc.responseParams),
  errorCodes: errorCodes(doc.errorCodes),
});
