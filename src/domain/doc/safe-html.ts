declare const sanitized: unique symbol;
declare const forTheDom: unique symbol;

/** HTML that went through the sanitizer, as a string: rendered markdown, before it is given its alert titles. */
export type SafeHtml = string & { readonly [sanitized]: true };

/**
 * Sanitized HTML as the DOM's HTML sinks take it: a TrustedHTML where the browser enforces Trusted Types (signed by
 * the sanitizer itself for server HTML and diagrams, by `portal-safe-html` for rendered markdown), else the string.
 * The lint rule html-sinks-take-dom-html lets nothing else reach a sink.
 */
export type DomHtml = (TrustedHTML | SafeHtml) & { readonly [forTheDom]: true };

/** A heading of a rendered document: the table of contents and deep links use its id. */
export interface DocHeading {
  readonly id: string;
  readonly text: string;
  readonly level: number;
}

export interface RenderedMarkdown {
  readonly html: SafeHtml;
  readonly headings: readonly DocHeading[];
}
