import type { ParamNode } from './param-tree';

/** A variable of an OpenAPI server's address (`https://{region}.api.test`), which a reader may set in Try it. */
export interface ServerVariable {
  readonly name: string;
  readonly defaultValue: string;
  /** The values allowed, where the document lists them. */
  readonly allowed?: readonly string[];
  readonly description?: string;
}

export interface FormFieldEncoding {
  readonly style: 'form' | 'deepObject';
  readonly explode: boolean;
}

export interface GatewayEnvironment {
  /** What the document calls it; an OpenAPI server without a description has none (its address says it all). */
  readonly name?: string;
  /** The address, with any server variables at their defaults. */
  readonly url: string;
  readonly lopDn?: string;
  /** An OpenAPI server's variables, and its address with each of them as `{name}` (an absolute address only). */
  readonly variables?: readonly ServerVariable[];
  readonly template?: string;
}

export interface CodeExample {
  readonly tag?: string;
  readonly content: string;
  /**
   * Where the example is kept when the document gives its address instead of its value (OpenAPI `externalValue`),
   * absolute: fetched when shown, `content` is then empty.
   */
  readonly externalUrl?: string;
}

/** A link from a response to another operation (OpenAPI `links`): how a value of the answer feeds the next call. */
export interface ResponseLink {
  readonly name: string;
  readonly operationId?: string;
  readonly operationRef?: string;
  /** The next operation's parameters, each with the runtime expression or value that fills it. */
  readonly parameters: readonly { readonly name: string; readonly value: string }[];
  /** Server HTML. */
  readonly description?: string;
}

/** One documented answer of an operation (OpenAPI), by status: its body, headers, examples and links. */
export interface ApiResponse {
  /** '200', '404', '4XX' or 'default'. */
  readonly status: string;
  /** Server HTML. */
  readonly description?: string;
  readonly mediaType?: string;
  /** The body's tree; the success's is the document's `responseParams` (same anchors). */
  readonly params: readonly ParamNode[];
  /** Its headers as rows: name, type, required and description. */
  readonly headers: readonly ParamNode[];
  readonly examples: readonly CodeExample[];
  readonly links: readonly ResponseLink[];
}

/** A request the provider sends back to the caller (an OpenAPI callback): its address expression and operations. */
export interface ApiCallback {
  readonly name: string;
  /** The runtime expression of the address, e.g. `{$request.body#/callbackUrl}`. */
  readonly expression: string;
  readonly operations: readonly {
    readonly method: string;
    /** Server HTML. */
    readonly description?: string;
    readonly mediaType?: string;
    readonly requestParams: readonly ParamNode[];
  }[];
}

export interface ErrorCodeNode {
  readonly id: string;
  readonly code: string;
  readonly message?: string;
  /** Suggested fix (server HTML). */
  readonly fix?: string;
  readonly children: readonly ErrorCodeNode[];
}

/** A way a caller proves who it is (an OpenAPI security scheme); lcp documents have none (the gateway signs). */
export interface AuthScheme {
  /** Its name in the document. */
  readonly name: string;
  readonly type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  /** http: its scheme (bearer, basic, …). */
  readonly scheme?: string;
  readonly bearerFormat?: string;
  /** apiKey: where the key travels, and under which name. */
  readonly in?: 'header' | 'query' | 'cookie';
  readonly parameter?: string;
  /** The scopes the operation asks of it (OAuth 2.0, OpenID Connect). */
  readonly scopes: readonly string[];
  /** Server HTML. */
  readonly description?: string;
}

/** One accepted way to authorize a call: every scheme in it together. Empty: no authorization needed. */
export type AuthRequirement = readonly AuthScheme[];

/** Whether a call needs any authorization: some accepted way names a scheme (`[]` or only empty ways: none). */
export const authorizationNeeded = (requirements: readonly AuthRequirement[]): boolean => requirements.some((requirement) => requirement.length > 0);

/** A code sample the document itself gives for an operation (OpenAPI's `x-codeSamples`). */
export interface DocumentedCodeSample {
  /** Its language as the document names it (`Shell`, `JavaScript`, `python`). */
  readonly lang: string;
  readonly label?: string;
  readonly source: string;
}

export type SdkLanguage = 'java' | 'dotnet' | 'php' | 'python' | 'go' | 'other';

/** An API's document (spec §3, contract "API doc"). */
export interface ApiDoc {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  /** Server HTML. */
  readonly remark?: string;
  /** The method path, e.g. /ecap/v1/orders/create. */
  readonly path: string;
  /** The HTTP method, when the document names one (OpenAPI); lcp APIs are all POSTs through the gateway. */
  readonly httpMethod?: string;
  readonly deprecated?: boolean;
  readonly interfaceName?: string;
  readonly interfaceMethod?: string;
  readonly lopDn?: string;
  readonly updateTime?: string;
  readonly protocol?: 'jsf' | 'http';
  readonly direction?: 'outbound' | 'callback';
  /** A partner unit (bizUnitType 4): signed without access_token. */
  readonly partner: boolean;
  readonly environments: readonly GatewayEnvironment[];
  /** The accepted ways to authorize a call, any one of them; absent when the document says nothing of it. */
  readonly authorization?: readonly AuthRequirement[];
  readonly requestParams: readonly ParamNode[];
  readonly responseParams: readonly ParamNode[];
  /** The media type of the request body and of the response the trees show, when the document names one (OpenAPI). */
  readonly mediaTypes?: { readonly request?: string; readonly response?: string };
  /**
   * How a urlencoded body's object and list fields travel, by field, where the document's `encoding` says other than
   * OpenAPI's default (`form`, exploded): `deepObject` (`address[city]=…`, Stripe's), or not exploded (`a,b`).
   */
  readonly formEncoding?: Readonly<Record<string, FormFieldEncoding>>;
  readonly requestExamples: readonly CodeExample[];
  /**
   * A request body built from its schema, where the document gives no example (OpenAPI): JSON text, and which of its
   * fields are files (a form body's `format: binary`).
   */
  readonly requestSample?: { readonly json: string; readonly files: readonly string[] };
  /** The document's own code samples (`x-codeSamples`), shown before the portal's. */
  readonly codeSamples?: readonly DocumentedCodeSample[];
  readonly responseExamples: readonly CodeExample[];
  readonly exceptionExamples: readonly string[];
  /** Every documented answer by status, the success among them (OpenAPI; lcp documents have only the trees above). */
  readonly responses?: readonly ApiResponse[];
  /** The status of `responseParams` among `responses`. */
  readonly successStatus?: string;
  readonly callbacks?: readonly ApiCallback[];
  readonly errorCodes: readonly ErrorCodeNode[];
  readonly sdks: readonly { readonly language: SdkLanguage; readonly fileKey?: string }[];
}

/** One line of a unit's API list (the paged list of the internal API store). */
export interface ApiSummary {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly path: string;
  readonly updateTime?: string;
}

/** A unit's APIs grouped by category: the left menu of the API tab. */
export interface ApiMenuGroup {
  readonly code: string;
  readonly name: string;
  readonly apis: readonly { readonly id: number; readonly code: string; readonly name: string; readonly path: string }[];
}

/** SDK language codes (1 Java, 2 .NET, 3 PHP, 4 Python, 5 Golang) or their names. */
const SDK_LANGUAGES: Readonly<Record<string, SdkLanguage>> = {
  '1': 'java',
  '2': 'dotnet',
  '3': 'php',
  '4': 'python',
  '5': 'go',
  java: 'java',
  '.net': 'dotnet',
  dotnet: 'dotnet',
  php: 'php',
  python: 'python',
  go: 'go',
  golang: 'go',
};

export const sdkLanguageOf = (value: string | number): SdkLanguage => SDK_LANGUAGES[String(value).trim().toLowerCase()] ?? 'other';
