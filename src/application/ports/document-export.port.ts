import type { ApiDoc, AuthScheme, SdkLanguage } from '../../domain/doc/api-doc';
import type { MarkdownDoc } from '../../domain/doc/guide-doc';
import type { MessageDoc } from '../../domain/doc/message-doc';
import type { Requirement } from '../../domain/doc/param-tree';

/**
 * A document as a file the reader keeps ("Download this page", "Download OpenAPI"): the text of the file, made in the
 * browser from the entity the page shows. Loaded on first use, so a document page does not carry the exporters until
 * someone asks for a file.
 */
export interface DocumentExport {
  /** A markdown document: its own source, under its title. */
  guideToMarkdown(doc: MarkdownDoc, labels: GuideDocLabels): string;
  apiToMarkdown(doc: ApiDoc, labels: ApiDocLabels): string;
  messageToMarkdown(doc: MessageDoc, labels: MessageDocLabels): string;
  /** OpenAPI 3.0 JSON text. */
  apiToOpenApi(doc: ApiDoc): string;
  messageToOpenApi(doc: MessageDoc): string;
}

/*
 * Every heading and label of a Markdown file is user-visible text: the view passes it in its reader's language.
 */

/** `time` is the server's value; the caller formats it and says "Last updated …". */
export type LastUpdatedLabel = (time: string) => string;

export interface ParamTableLabels {
  readonly columns: { readonly name: string; readonly type: string; readonly required: string; readonly example: string; readonly description: string };
  readonly requirement: Readonly<Record<Requirement, string>>;
  /** Said instead of an empty table. */
  readonly none: string;
}

export interface GuideDocLabels {
  readonly lastUpdated: LastUpdatedLabel;
}

/** Which of an API document's parts a deployment shows: the page and its download alike. */
export interface ApiDocParts {
  /** The error table's "suggested fix" column (lcp's business error codes have one; OpenAPI's responses do not). */
  readonly fixColumn: boolean;
  /** The exception example saying "No example" when there is none; else it is left out (OpenAPI has none of its own). */
  readonly emptyExceptionExample: boolean;
  /** The SDK section (the lcp gateway's SDKs). */
  readonly sdk: boolean;
  /** The address table's LOP-DN column (the lcp gateway's routing name; OpenAPI servers have none). */
  readonly lopDn: boolean;
}

/** The words of an API's authorization, asked only of a document that says how its calls are authorized (OpenAPI). */
export interface AuthorizationLabels {
  readonly title: () => string;
  /** Before the list when there is more than one way. */
  readonly anyOf: () => string;
  /** Before the schemes of one way that needs several together. */
  readonly together: () => string;
  readonly none: () => string;
  /** Between a scheme's name and its words (": ", "："). */
  readonly separator: () => string;
  /** A scheme in words: what it is, where its key travels, the scopes it needs. */
  readonly scheme: (scheme: AuthScheme) => string;
}

/**
 * The words of an OpenAPI operation's every response (by status) and its callbacks, asked only of a document that has
 * them (lazy/openapi.json, which only such a deployment loads).
 */
export interface ResponseLabels {
  /** "Response 404", "Default response". */
  readonly title: (status: string) => string;
  readonly headers: () => string;
  readonly examples: () => string;
  readonly links: () => string;
  readonly linkColumns: () => { readonly name: string; readonly operation: string; readonly parameters: string; readonly description: string };
  /** Said of an example the document keeps in a file of its own (`externalValue`). */
  readonly externalAt: (url: string) => string;
  readonly callbacks: () => string;
}

export interface ApiDocLabels {
  readonly parts: ApiDocParts;
  readonly lastUpdated: LastUpdatedLabel;
  readonly code: string;
  readonly path: string;
  readonly description: string;
  readonly call: string;
  readonly direction: string;
  readonly protocol: string;
  readonly directions: Readonly<Record<NonNullable<ApiDoc['direction']>, string>>;
  readonly protocols: Readonly<Record<NonNullable<ApiDoc['protocol']>, string>>;
  readonly partner: string;
  readonly sections: {
    readonly address: string;
    readonly request: string;
    readonly response: string;
    readonly examples: string;
    readonly errors: string;
    readonly sdk: string;
  };
  readonly address: { readonly environment: string; readonly url: string; readonly none: string };
  /** "Content type: multipart/form-data": a body's media type, when the document names one. */
  readonly mediaType: (type: string) => string;
  readonly authorization: AuthorizationLabels;
  readonly responses: ResponseLabels;
  readonly params: ParamTableLabels;
  readonly examples: { readonly request: string; readonly response: string; readonly exception: string; readonly none: string };
  readonly errors: { readonly code: string; readonly message: string; readonly fix: string; readonly none: string };
  readonly sdkLanguages: Readonly<Record<SdkLanguage, string>>;
  readonly noSdk: string;
}

export interface MessageDocLabels {
  readonly lastUpdated: LastUpdatedLabel;
  readonly description: string;
  readonly properties: string;
  readonly example: string;
  readonly noExample: string;
  readonly params: ParamTableLabels;
}
