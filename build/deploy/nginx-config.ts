import { createHash } from 'node:crypto';
import { REGIONAL_SITES } from '../../src/domain/deployment/deployment.ts';
import { PUBLISHED_CSS } from '../../src/publish/html/published-css.ts';
import { OPENAPI_DOCUMENT_LIST_FILE } from '../../src/main/deployment/openapi-documents.config.ts';
import { NO_DOCUMENT_LIST_STATUS } from './document-list.vite-plugin.ts';
import { SANDBOX_ROOTS } from '../../src/sandbox/sandbox-paths.ts';
import { TOKEN_INFO_PATH } from '../../src/infrastructure/gateways/token-info-path.ts';
import { CACHE_CONTROL, publishedHeaders, securityHeaders } from './security-headers.ts';
import { PAGES } from '../pages.ts';
import { indent } from './nginx-lines.ts';
import { tryItLocations, tryItMap, type TryItOptions } from './try-it-proxy-config.ts';

/** Backend calls under this prefix go to lcp-rest (the app's client, src/infrastructure/http). */
export const LCP_REST_PREFIX = '/lcp-rest/';
/**
 * lcp-rest calls whose address carries a secret the reader typed: the token query's access token is in the query of
 * the spec's GET. Their requests are kept out of the access log (docs/security.md).
 */
export const SECRET_IN_ADDRESS_PATHS = [TOKEN_INFO_PATH].map((path) => `${LCP_REST_PREFIX}${path.replace(/^\//, '')}`);
/** Above the client's 10 s timeout and the API test console's 30 s. */
export const PROXY_READ_TIMEOUT_S = 60;
/**
 * Paths the sandbox answers besides /lcp-rest (its login pages, files and stand-in consoles): local serving only. They
 * stand for other applications (the login services, the file store, the console), so they keep their own headers.
 */
export const SANDBOX_ONLY_PREFIXES = SANDBOX_ROOTS.filter((root) => `/${root}/` !== LCP_REST_PREFIX).map((root) => `/${root}/`);
/** Text files the build also writes as .br and .gz (docs/deployment.md). */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map'] as const;

export interface ServerOptions {
  /** `listen` arguments, e.g. `443 ssl` or `127.0.0.1:8080`. */
  readonly listen: string;
  readonly serverNames: readonly string[];
  /** The built portal (dist/). */
  readonly root: string;
  /** Where /lcp-rest goes: `https://lcp-rest.internal` (no path: the address is passed on as it came). */
  readonly upstream: string;
  readonly scriptHashes: readonly string[];
  readonly tls?: { readonly certificate: string; readonly certificateKey: string };
  /**
   * The upstream is `npm run sandbox`: its own paths (login pages, files, stand-in consoles) go there too, with the
   * portal's Host, since it writes its addresses from it as a same-origin backend would.
   */
  readonly sandbox?: boolean;
  /** An OpenAPI deployment's Try it: the servers of its documents, and whether the portal forwards to them. */
  readonly tryIt?: TryItOptions;
  /**
   * The published documents (docs/publishing.md): the folder of the served snapshot (`published/current`, a link each
   * publish moves), whose `<host>` folders hold each host's files, and its `gone.map` of pages gone (answered 410;
   * read when nginx loads). `hostFolder` names the one folder to serve; by default the request's host's. A portal
   * publishes into a folder of its own (the staff portal's, an OpenAPI deployment's): `currentOf` names, for each host
   * of such a portal, its folder's `current`.
   */
  readonly published?: { readonly current: string; readonly hostFolder?: string; readonly currentOf?: Readonly<Record<string, string>> };
  /** Where /mcp goes: the docs MCP server over Streamable HTTP (`npm run mcp -- --http`), e.g. `http://127.0.0.1:4190`. */
  readonly mcp?: string;
}

/** The published documents' paths, on every site (`/docs/…`, `/us/docs/…`), with each site's sitemaps and llms files. */
export const publishedPathPattern = (): string => `^(/(${REGIONAL_SITES.join('|')}))?/(docs/|sitemaps/|sitemap\\.xml$|llms(-full)?\\.txt$)`;

/** The style hash the published pages' CSP allows: their one inline style element. */
const publishedStyleHash = (): string => `sha256-${createHash('sha256').update(PUBLISHED_CSS).digest('base64')}`;

const publishedHeaderLines = (options: ServerOptions): string[] => [
  ...publishedHeaders(publishedStyleHash(), options.tls !== undefined).map(([name, value]) => `add_header ${name} "${value}" always;`),
  `add_header Cache-Control "${CACHE_CONTROL.page}" always;`,
];

type Published = NonNullable<ServerOptions['published']>;

/** Whether some hosts are served another portal's folder (`currentOf`): then each host's folder is looked up. */
const foldersByHost = (published: Published): boolean => Object.keys(published.currentOf ?? {}).length > 0;

/** Every folder served: the default one first, then each other portal's, once. */
const publishedFolders = (published: Published): string[] => [...new Set([published.current, ...Object.values(published.currentOf ?? {})])];

/** The variable that says, for one served folder, whether the asked page is gone from it. */
const goneVariable = (index: number) => (index === 0 ? '$published_gone' : `$published_gone_${String(index)}`);

/**
 * The maps before the server block: each host's folder (when portals publish into folders of their own), and for each
 * folder its snapshot's `gone.map`, keyed by host and path. One map per folder: two folders may be one (a portal that
 * publishes nothing shares the customer portal's folder), and a map may not hold a key twice.
 */
const publishedMaps = (published: Published): string[] => [
  ...(foldersByHost(published)
    ? ['map $host $published_current {', ...indent([`default ${published.current};`, ...Object.entries(published.currentOf ?? {}).map(([host, current]) => `${host} ${current};`)], 1), '}']
    : []),
  ...publishedFolders(published).flatMap((current, index) => [
    `map ${published.hostFolder ? `"${published.hostFolder}$uri"` : '$host$uri'} ${goneVariable(index)} {`,
    ...indent(['default 0;', `include ${current}/gone.map;`], 1),
    '}',
  ]),
];

const publishedRoot = (published: Published): string =>
  `${foldersByHost(published) ? '$published_current' : published.current}/${published.hostFolder ?? '$host'}`;

const publishedLocations = (options: ServerOptions, published: Published): string[] => [
  '# The published documents: plain pages, their Markdown twins, sitemaps and llms files, asked again every time so a',
  '# new publish is seen at once; a page gone from the backend answers 410 (docs/publishing.md).',
  `location ~ ${publishedPathPattern()} {`,
  ...indent(
    [
      `root ${publishedRoot(published)};`,
      ...publishedFolders(published).map((_, index) => `if (${goneVariable(index)}) { return 410; }`),
      'types { text/html html; text/markdown md; application/xml xml; text/plain txt; }',
      'charset_types text/markdown application/xml text/plain;',
      'try_files $uri $uri/ =404;',
      ...publishedHeaderLines(options),
    ],
    1,
  ),
  '}',
  '',
  ...(options.mcp
    ? [
        '# The docs MCP server (Streamable HTTP, stateless: each POST answered as JSON), for AI agents.',
        'location = /mcp {',
        ...indent(
          [
            `proxy_pass ${options.mcp};`,
            'proxy_http_version 1.1;',
            'proxy_set_header Host $host;',
            'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
            'proxy_connect_timeout 5s;',
            'proxy_read_timeout 30s;',
            'client_max_body_size 64k;',
            ...publishedHeaderLines(options).map((line) => line.replace('"no-cache"', '"no-store"')),
          ],
          1,
        ),
        '}',
        '',
      ]
    : []),
  '# robots.txt names the published sitemaps.',
  'location = /robots.txt {',
  ...indent([`root ${publishedRoot(published)};`, 'types { text/plain txt; }', 'try_files $uri =404;', ...publishedHeaderLines(options)], 1),
  '}',
  '',
];


/** nginx's add_header of a location replaces the server's, so every location states all of its headers. */
const headerLines = (options: ServerOptions, cacheControl?: string, diagramFrame = false): string[] => [
  ...securityHeaders({ scriptHashes: options.scriptHashes, tls: options.tls !== undefined, connectOrigins: options.tryIt?.origins, diagramFrame }).map(([name, value]) => `add_header ${name} "${value}" always;`),
  ...(cacheControl ? [`add_header Cache-Control "${cacheControl}" always;`] : []),
];

/** `match` is a location's modifier and path: `^~ /lcp-rest/` (a prefix) or `= /lcp-rest/…` (one address). */
const proxyLocation = (options: ServerOptions, match: string, headers: 'portal' | 'their own', logged = true): string[] => [
  `location ${match} {`,
  ...indent(
    [
      ...(logged ? [] : ['access_log off;']),
      `proxy_pass ${options.upstream};`,
      'proxy_http_version 1.1;',
      // The backend's own host name, as it expects it (the portal's goes in X-Forwarded-Host); the sandbox plays a
      // backend on the portal's own origin.
      `proxy_set_header Host ${options.sandbox ? '$http_host' : '$proxy_host'};`,
      'proxy_set_header X-Forwarded-Host $host;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_ssl_server_name on;',
      'proxy_connect_timeout 5s;',
      `proxy_send_timeout ${String(PROXY_READ_TIMEOUT_S)}s;`,
      `proxy_read_timeout ${String(PROXY_READ_TIMEOUT_S)}s;`,
      // Cookies pass both ways untouched: Cookie goes up, Set-Cookie comes back (docs/deployment.md).
      ...(headers === 'portal' ? headerLines(options) : []),
    ],
    1,
  ),
  '}',
];

/** The `/us/` and `/eu/` site prefixes, from the app's own list. */
export const sitePrefixPattern = (): string => `^/(${REGIONAL_SITES.join('|')})(/|$)`;

/** One `server` block: the app, its assets, the site prefixes and the /lcp-rest proxy (and before it, Try it's map when its proxy is on). */
export const nginxServer = (options: ServerOptions): string => {
  const lines = [
    ...(options.tryIt?.proxy ? tryItMap(options.tryIt.origins) : []),
    ...(options.published ? publishedMaps(options.published) : []),
    'server {',
    ...indent(
      [
        `listen ${options.listen};`,
        `server_name ${options.serverNames.join(' ')};`,
        `root ${options.root};`,
        'index index.html;',
        'charset utf-8;',
        'server_tokens off;',
        ...(options.tls
          ? [`ssl_certificate ${options.tls.certificate};`, `ssl_certificate_key ${options.tls.certificateKey};`, 'ssl_protocols TLSv1.2 TLSv1.3;']
          : []),
        // The build wrote .br and .gz beside each text file: sent as they are to a browser that takes them.
        'brotli_static on;',
        'gzip_static on;',
        'gzip_vary on;',
        '',
        ...proxyLocation(options, `^~ ${LCP_REST_PREFIX}`, 'portal'),
        ...SECRET_IN_ADDRESS_PATHS.flatMap((path) => ['', ...proxyLocation(options, `= ${path}`, 'portal', false)]),
        ...(options.sandbox ? SANDBOX_ONLY_PREFIXES.flatMap((prefix) => ['', ...proxyLocation(options, `^~ ${prefix}`, 'their own')]) : []),
        ...(options.tryIt?.proxy ? ['', ...tryItLocations(options.tryIt.origins, options.tryIt.proxy, (cacheControl) => headerLines(options, cacheControl))] : []),
        '',
        '# Hashed file names: kept a year; a file that is not there is a real 404, never the app.',
        'location ^~ /assets/ {',
        ...indent(['try_files $uri =404;', ...headerLines(options, CACHE_CONTROL.hashedAsset)], 1),
        '}',
        '',
        '# The OpenAPI deployment\'s list of documents, when the deployment puts one there: asked again every time, so a',
        '# changed list is seen at once; without one, no content (never the app), and the build\'s list is used.',
        `location = /${OPENAPI_DOCUMENT_LIST_FILE} {`,
        ...indent([`try_files $uri =${String(NO_DOCUMENT_LIST_STATUS)};`, ...headerLines(options, CACHE_CONTROL.page)], 1),
        '}',
        '',
        '# The frame the portal\'s pages draw diagrams in: its own CSP, without Trusted Types (docs/security.md).',
        `location = /${PAGES['diagram-frame']} {`,
        ...indent(['try_files $uri =404;', ...headerLines(options, CACHE_CONTROL.page, true)], 1),
        '}',
        '',
        '# The page: asked again every time, so a new build is seen at once.',
        'location = /index.html {',
        ...indent([...headerLines(options, CACHE_CONTROL.page)], 1),
        '}',
        '',
        ...(options.published ? publishedLocations(options, options.published) : []),
        '# The international sites\' prefixes answer with the app (its routes are in the address\'s hash).',
        `location ~ ${sitePrefixPattern()} {`,
        ...indent(['try_files /index.html =404;', ...headerLines(options, CACHE_CONTROL.page)], 1),
        '}',
        '',
        '# Other files of dist/ (favicon, robots.txt) for an hour; any other path is the app.',
        'location / {',
        ...indent(['try_files $uri /index.html;', ...headerLines(options, CACHE_CONTROL.otherFile)], 1),
        '}',
        '',
        'location = / {',
        ...indent(['try_files /index.html =404;', ...headerLines(options, CACHE_CONTROL.page)], 1),
        '}',
      ],
      1,
    ),
    '}',
  ];
  return `${lines.join('\n')}\n`;
};

export interface StandaloneOptions {
  /** A writable folder for nginx's pid, logs and temporary files. */
  readonly prefix: string;
  /** Debian's mime.types. */
  readonly mimeTypes: string;
  /** The brotli_static module (Debian: libnginx-mod-http-brotli-static). */
  readonly brotliModule: string;
  /** Run by root, nginx's workers would become `nobody`, who may not read a checkout under a private home: keep root. */
  readonly runAsRoot?: boolean;
  readonly server: ServerOptions;
}

/** A whole nginx.conf that runs in the foreground as the current user (`npm run serve`, the tests). */
export const nginxStandalone = (options: StandaloneOptions): string =>
  [
    `load_module ${options.brotliModule};`,
    ...(options.runAsRoot ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${options.prefix}/nginx.pid;`,
    `error_log ${options.prefix}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    ...indent(
      [
        `include ${options.mimeTypes};`,
        'default_type application/octet-stream;',
        `access_log ${options.prefix}/access.log;`,
        `client_body_temp_path ${options.prefix}/client-body;`,
        `proxy_temp_path ${options.prefix}/proxy;`,
        `fastcgi_temp_path ${options.prefix}/fastcgi;`,
        `uwsgi_temp_path ${options.prefix}/uwsgi;`,
        `scgi_temp_path ${options.prefix}/scgi;`,
        'sendfile on;',
        ...nginxServer(options.server).trimEnd().split('\n'),
      ],
      1,
    ),
    '}',
    '',
  ].join('\n');
