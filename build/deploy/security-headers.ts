import { WORKER_POLICY_NAME } from '../../src/infrastructure/browser/worker-script-url.ts';
import { PURIFY_POLICY_NAME } from '../../src/infrastructure/rich-text/purify-policy.ts';
import { SAFE_HTML_POLICY_NAME } from '../../src/ui/widgets/dom-html.ts';

/**
 * The security headers every answer of the portal carries, wherever it is served (nginx, a CDN, a company gateway):
 * one list, read by the nginx configuration the build writes and by docs/deployment.md's table (a test compares them).
 */

export interface HeaderPolicyInput {
  /** CSP sources of the page's inline scripts (`'sha256-…'`), computed by the build from the index.html it wrote. */
  readonly scriptHashes: readonly string[];
  /** Whether the host is served over TLS: only then does HSTS make sense. */
  readonly tls: boolean;
  /** Origins Try it sends to straight from the page: the servers of the deployment's OpenAPI documents. */
  readonly connectOrigins?: readonly string[];
  /** The answer is the diagram frame's page, which has a CSP of its own (`DIAGRAM_FRAME_POLICY`). */
  readonly diagramFrame?: boolean;
}

/**
 * The Trusted Types policies the portal's page makes, the only names its CSP allows, each once (docs/security.md):
 * DOMPurify's (parsing in an inert document), sanitized HTML signed for the DOM, the documents' worker's address.
 */
export const TRUSTED_TYPES_POLICIES = [PURIFY_POLICY_NAME, SAFE_HTML_POLICY_NAME, WORKER_POLICY_NAME] as const;

/** Trusted Types, enforced: an HTML or script sink takes only what one of those policies made. */
export const TRUSTED_TYPES_DIRECTIVES = ["require-trusted-types-for 'script'", `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`] as const;

/**
 * The diagram frame's page (src/infrastructure/diagram): mermaid writes its SVG through innerHTML, so Trusted Types are
 * not required there; nothing else is allowed that it does not use. Its scripts from the origin only, no eval, its
 * drawing's style elements inline, no calls, framed by the portal's own pages only. What it draws, the portal's page
 * sanitizes before showing.
 */
export const DIAGRAM_FRAME_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Nothing in the specification embeds the portal in a frame; a deployment that does lists its embedders here. */
export const FRAME_ANCESTORS = "'none'";
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Scripts only from the portal's own origin plus the inline scripts of index.html by their hashes; no `unsafe-inline`,
 * no `unsafe-eval` for scripts. Styles allow inline: Chakra and Emotion write style elements, and mermaid's SVG carries
 * style attributes. Images from anywhere over HTTPS: documents written on the backend link their own images, and
 * `data:` ones, which server HTML may carry inline (the sanitizer keeps them). Fonts from the origin only: the theme
 * uses the system's fonts and loads none. The
 * portal calls its own origin (`/lcp-rest`, the OpenAPI documents served with it, Try it's proxy) and, on an OpenAPI
 * deployment, the servers of its documents (Try it sent straight); logins, the console and file downloads are navigations.
 */
export const contentSecurityPolicy = (scriptHashes: readonly string[], connectOrigins: readonly string[] = []): string =>
  [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    ['connect-src', "'self'", ...connectOrigins].join(' '),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${FRAME_ANCESTORS}`,
    ...TRUSTED_TYPES_DIRECTIVES,
  ].join('; ');

/** What the browser may use on the portal's pages: none of these (copying to the clipboard needs no permission). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

export const securityHeaders = ({ scriptHashes, tls, connectOrigins, diagramFrame }: HeaderPolicyInput): readonly (readonly [name: string, value: string])[] => [
  ['Content-Security-Policy', diagramFrame ? DIAGRAM_FRAME_POLICY : contentSecurityPolicy(scriptHashes, connectOrigins)],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ...(tls ? ([['Strict-Transport-Security', HSTS]] as const) : []),
];

/**
 * The published documents' pages (docs/publishing.md) run no script at all: their one style element is allowed by its
 * hash, images as on the portal's pages, nothing else.
 */
export const publishedPagePolicy = (styleHash: string): string =>
  ["default-src 'none'", `style-src '${styleHash}'`, "img-src 'self' data: https:", "base-uri 'none'", "form-action 'none'", `frame-ancestors ${FRAME_ANCESTORS}`].join('; ');

export const publishedHeaders = (styleHash: string, tls: boolean): readonly (readonly [name: string, value: string])[] => [
  ['Content-Security-Policy', publishedPagePolicy(styleHash)],
  ...securityHeaders({ scriptHashes: [], tls }).filter(([name]) => name !== 'Content-Security-Policy'),
];

/** Cache rules per kind of file: the page itself is asked again each time, hashed assets never. */
export const CACHE_CONTROL = {
  page: 'no-cache',
  hashedAsset: 'public, max-age=31536000, immutable',
  otherFile: 'public, max-age=3600',
} as const;
