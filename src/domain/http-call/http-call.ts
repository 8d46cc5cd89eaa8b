/**
 * One HTTP call to an API, as code samples write it and Try it sends it (OpenAPI deployments): the method, the whole
 * address (path and query encoded), the headers (cookies among them) and the body.
 */
export interface HttpCall {
  /** Upper case: GET, POST, … */
  readonly method: string;
  readonly url: string;
  readonly headers: readonly HttpHeader[];
  readonly body?: HttpCallBody;
}

export interface HttpHeader {
  readonly name: string;
  readonly value: string;
}

export interface FormField {
  readonly name: string;
  readonly value: string;
}

/** A multipart part: a value, or a file the caller picks (named here by the file's name). */
export type FormPart = FormField | { readonly name: string; readonly fileName: string };

export type HttpCallBody =
  /** Text as it is sent (JSON, XML, plain text); its media type goes in Content-Type. */
  | { readonly kind: 'text'; readonly mediaType: string; readonly text: string }
  /** application/x-www-form-urlencoded. */
  | { readonly kind: 'form'; readonly fields: readonly FormField[] }
  /** multipart/form-data: the client writes the boundary. */
  | { readonly kind: 'multipart'; readonly parts: readonly FormPart[] }
  /** A file sent as it is (application/octet-stream, an image, …). */
  | { readonly kind: 'file'; readonly mediaType: string; readonly fileName: string };

export const isFilePart = (part: FormPart): part is { readonly name: string; readonly fileName: string } => 'fileName' in part;

/** Whether a media type's body is JSON (application/json, application/problem+json, …). */
export const isJsonMediaType = (mediaType: string): boolean => /^application\/([\w.-]+\+)?json\b/i.test(mediaType.trim());

/** Whether a media type's body is text a reader can type (JSON, XML, plain text, …), not a file. */
export const isTextMediaType = (mediaType: string): boolean =>
  isJsonMediaType(mediaType) || /^text\//i.test(mediaType) || /^application\/([\w.-]+\+)?(xml|yaml|x-yaml|javascript|graphql)\b/i.test(mediaType);

/** The body's own media type, for a Content-Type header (multipart's is the client's, with its boundary). */
export const contentTypeOf = (body: HttpCallBody): string | undefined => {
  switch (body.kind) {
    case 'text':
    case 'file':
      return body.mediaType;
    case 'form':
      return 'application/x-www-form-urlencoded';
    case 'multipart':
      return undefined;
  }
};

/** A form's fields as the body a urlencoded call sends. */
export const encodeForm = (fields: readonly FormField[]): string => new URLSearchParams(fields.map((field) => [field.name, field.value])).toString();
