declare const sanitized: unique symbol;

/** HTML that went through the sanitizer: the only HTML the views may put into the DOM. */
export type SafeHtml = string & { readonly [sanitized]: true };

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
