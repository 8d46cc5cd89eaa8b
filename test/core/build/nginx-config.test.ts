import { describe, expect, it } from 'vitest';
import { environmentTemplate, hostsOf, publishedFolderOf, TEMPLATE_VALUES } from '../../../build/deploy/deploy.vite-plugin';
import { createHash } from 'node:crypto';
import { nginxServer, nginxStandalone, publishedPathPattern, sitePrefixPattern, type ServerOptions } from '../../../build/deploy/nginx-config';
import { PUBLISHED_CSS } from '../../../src/publish/html/published-css';
import { contentSecurityPolicy, securityHeaders } from '../../../build/deploy/security-headers';

const HASH = "'sha256-abc='";
const local: ServerOptions = { listen: '127.0.0.1:4180', serverNames: ['localhost'], root: '/srv/dist', upstream: 'http://127.0.0.1:4181', scriptHashes: [HASH], sandbox: true };

/** The lines of the block that opens with `opening` (one level of braces). */
const block = (config: string, opening: string): string => {
  const start = config.indexOf(`${opening} {`);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  return config.slice(start, config.indexOf('}', start) + 1);
};

describe('the CSP the build writes', () => {
  it('allows scripts from the origin and the inline start-up script by its hash only', () => {
    const scripts = contentSecurityPolicy([HASH]).split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'self' ${HASH}`);
    expect(contentSecurityPolicy([HASH])).not.toMatch(/unsafe-eval/);
    expect(contentSecurityPolicy([HASH])).toContain("object-src 'none'");
    expect(contentSecurityPolicy([HASH])).toContain("base-uri 'none'");
    expect(contentSecurityPolicy([HASH])).toContain("connect-src 'self'");
  });

  it("enforces Trusted Types with the portal's own policies only, each once (no 'allow-duplicates', no default)", () => {
    const directives = contentSecurityPolicy([HASH]).split('; ');
    expect(directives).toContain("require-trusted-types-for 'script'");
    expect(directives).toContain('trusted-types dompurify portal-safe-html portal-worker');
  });

  it("gives the diagram frame's page a CSP of its own: scripts from the origin, no Trusted Types, no calls, framed by the portal only", () => {
    const [, policy] = securityHeaders({ scriptHashes: [HASH], tls: false, diagramFrame: true }).find(([name]) => name === 'Content-Security-Policy') ?? [];
    const directives = policy?.split('; ') ?? [];
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("default-src 'none'");
    expect(directives).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/trusted-types|unsafe-eval|connect-src/);
  });

  it('adds HSTS on TLS hosts only', () => {
    const names = (tls: boolean) => securityHeaders({ scriptHashes: [], tls }).map(([name]) => name);
    expect(names(true)).toContain('Strict-Transport-Security');
    expect(names(false)).not.toContain('Strict-Transport-Security');
  });
});

describe('the nginx server block', () => {
  const config = nginxServer(local);

  it('states every security header in every location (an inner add_header replaces the outer ones)', () => {
    for (const opening of ['location ^~ /lcp-rest/', 'location = /lcp-rest/oauth/getInfoByToken', 'location ^~ /assets/', 'location = /index.html', `location ~ ${sitePrefixPattern()}`, 'location /', 'location = /', 'location = /openapi-documents.json']) {
      const lines = block(config, opening);
      for (const [name] of securityHeaders({ scriptHashes: [HASH], tls: false })) expect(lines, `${opening}: ${name}`).toContain(`add_header ${name} `);
    }
  });

  it("serves the diagram frame's page with its own CSP, asked again every time", () => {
    const lines = block(config, 'location = /diagram-frame.html');
    expect(lines).toContain('try_files $uri =404;');
    expect(lines).toContain("frame-ancestors 'self'");
    expect(lines).not.toContain('trusted-types');
    expect(lines).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('keeps hashed assets a year, asks for the page every time, and answers a missing asset with 404', () => {
    expect(block(config, 'location ^~ /assets/')).toContain('try_files $uri =404;');
    expect(block(config, 'location ^~ /assets/')).toContain('"public, max-age=31536000, immutable"');
    expect(block(config, 'location = /index.html')).toContain('Cache-Control "no-cache"');
    expect(block(config, `location ~ ${sitePrefixPattern()}`)).toContain('try_files /index.html =404;');
  });

  it("answers the OpenAPI deployment's list of documents fresh each time, and its absence with no content, never the app", () => {
    expect(block(config, 'location = /openapi-documents.json')).toContain('try_files $uri =204;');
    expect(block(config, 'location = /openapi-documents.json')).toContain('Cache-Control "no-cache"');
  });

  it('takes the site prefixes from the app (/us, /eu)', () => {
    expect(new RegExp(sitePrefixPattern()).test('/us/')).toBe(true);
    expect(new RegExp(sitePrefixPattern()).test('/eu')).toBe(true);
    expect(new RegExp(sitePrefixPattern()).test('/usa/')).toBe(false);
  });

  it("proxies /lcp-rest with a read timeout above the client's 30 s test call, and the sandbox's pages only when serving it", () => {
    expect(block(config, 'location ^~ /lcp-rest/')).toContain('proxy_pass http://127.0.0.1:4181;');
    expect(block(config, 'location ^~ /lcp-rest/')).toContain('proxy_read_timeout 60s;');
    expect(config).toContain('location ^~ /__sandbox/ {');
    // The sandbox's pages stand for other applications (login services, the console): the portal's CSP is not theirs.
    expect(block(config, 'location ^~ /__sandbox/')).not.toContain('Content-Security-Policy');
    const production = nginxServer({ ...local, sandbox: false, upstream: 'https://lcp.example.net' });
    expect(production).not.toContain('__sandbox');
    expect(block(production, 'location ^~ /lcp-rest/')).toContain('proxy_set_header Host $proxy_host;');
    expect(block(config, 'location ^~ /lcp-rest/')).toContain('proxy_set_header Host $http_host;');
  });

  it("keeps the token query's call, whose address carries the typed access token, out of the access log and proxies it as the rest", () => {
    const token = block(config, 'location = /lcp-rest/oauth/getInfoByToken');
    expect(token).toContain('access_log off;');
    expect(token).toContain('proxy_pass http://127.0.0.1:4181;');
    expect(block(config, 'location ^~ /lcp-rest/')).not.toContain('access_log');
  });

  it('serves the precompressed .br and .gz files', () => {
    expect(config).toContain('brotli_static on;');
    expect(config).toContain('gzip_static on;');
  });
});

describe('the generated deployment files', () => {
  it('one template per environment: its hosts from the host table, TLS with HSTS, HTTP sent to HTTPS', () => {
    const prod = environmentTemplate('prod', [HASH]);
    expect(hostsOf('prod')).toContain('open.example.com');
    expect(prod).toContain(`server_name ${hostsOf('prod').join(' ')};`);
    expect(prod).toContain('listen 443 ssl;');
    expect(prod).toContain('Strict-Transport-Security');
    expect(prod).toContain('return 301 https://$host$request_uri;');
    // No host of the example table is an OpenAPI deployment's: its folder's value is not asked.
    for (const name of TEMPLATE_VALUES.filter((name) => name !== 'PUBLISHED_OPENAPI_ROOT')) expect(prod).toContain(`\${${name}}`);
    expect(prod).not.toContain('PUBLISHED_OPENAPI_ROOT');
    expect(hostsOf('uat').some((host) => hostsOf('prod').includes(host))).toBe(false);
  });

  it('a standalone configuration loads the brotli module and keeps its files in its own folder', () => {
    const standalone = nginxStandalone({ prefix: '/tmp/p', mimeTypes: '/etc/nginx/mime.types', brotliModule: '/m/brotli.so', server: local });
    expect(standalone.startsWith('load_module /m/brotli.so;')).toBe(true);
    expect(standalone).toContain('pid /tmp/p/nginx.pid;');
    expect(standalone).toContain('daemon off;');
  });
});

describe("an OpenAPI deployment's Try it", () => {
  const origins = ['http://127.0.0.1:4299', 'https://api.example.test'];
  const proxy = { resolver: '10.0.0.53', trustedCertificate: '/etc/ssl/certs/ca-certificates.crt' };

  it("lets the page call the documents' servers (connect-src), every location alike; without the proxy, nothing under /try-it-proxy/", () => {
    const config = nginxServer({ ...local, tryIt: { origins } });
    for (const opening of ['location = /index.html', 'location /']) expect(block(config, opening)).toContain(`connect-src 'self' ${origins.join(' ')};`);
    expect(config).not.toContain('try-it-proxy');
    expect(config).not.toContain('map $request_uri');
  });

  it('with the proxy: its list at its root, and a map that sends each listed origin’s place there and nothing else', () => {
    const config = nginxServer({ ...local, tryIt: { origins, proxy } });
    expect(config.indexOf('map $request_uri $try_it_target {')).toBeLessThan(config.indexOf('server {'));
    const list = config.split('location = /try-it-proxy/ {')[1]?.split('\n    }')[0] ?? '';
    expect(list).toContain(`return 200 '{"origins":["http://127.0.0.1:4299","https://api.example.test"]}';`);
    expect(list).toContain('Cache-Control "no-cache"');
    const map = block(config, 'map $request_uri $try_it_target');
    const routes = [...map.matchAll(/"~(.+)" "(.+)";/g)].map(([, pattern = '', target = '']) => ({ pattern: new RegExp(pattern.replace('(?<try_it_rest>', '(')), target }));
    const targetOf = (address: string) => {
      const route = routes.find(({ pattern }) => pattern.test(address));
      return route ? route.target.replace('$try_it_rest', route.pattern.exec(address)?.[1] ?? '') : '';
    };
    expect(targetOf('/try-it-proxy/https/api.example.test/v1/a%2Fb?q=%20x')).toBe('https://api.example.test/v1/a%2Fb?q=%20x');
    expect(targetOf('/try-it-proxy/http/127.0.0.1:4299/echo')).toBe('http://127.0.0.1:4299/echo');
    for (const refused of ['/try-it-proxy/https/api.example.test.evil.test/x', '/try-it-proxy/https/api.example.test@evil.test/x', '/try-it-proxy/http/127.0.0.1:42990/x', '/try-it-proxy/https/apiXexample.test/x', '/try-it-proxy/http/api.example.test/x', '/try-it-proxy/https/api.example.test'])
      expect(targetOf(refused), refused).toBe('');
    expect(map).toContain('default "";');
  });

  it("forwards only Try it's calls to a mapped address, with the call's cookies and none of the portal's, and the answer made inert", () => {
    const location = nginxServer({ ...local, tryIt: { origins, proxy } }).split('location ^~ /try-it-proxy/ {')[1] ?? '';
    for (const line of [
      'if ($http_x_try_it_proxy != "1") { return 403; }',
      'if ($try_it_target = "") { return 403; }',
      'resolver 10.0.0.53 valid=300s;',
      'proxy_pass $try_it_target;',
      'proxy_set_header Cookie $http_x_try_it_cookie;',
      'proxy_ssl_verify on;',
      'proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;',
      'proxy_hide_header Set-Cookie;',
      'proxy_hide_header Clear-Site-Data;',
      `add_header content-security-policy "sandbox; default-src 'none'" always;`,
    ])
      expect(location).toContain(line);
  });
});

describe('the published documents in the server block', () => {
  const published = nginxServer({ ...local, published: { current: '/srv/published/current' } });
  const section = published.slice(published.indexOf(`location ~ ${publishedPathPattern()} {`));

  it('serves /docs/, the sites\' sitemaps and llms files and robots.txt from the request host\'s folder of the served snapshot', () => {
    expect(section).toContain('root /srv/published/current/$host;');
    expect(block(published, 'location = /robots.txt')).toContain('root /srv/published/current/$host;');
    for (const path of ['/docs/en-us/units/1/', '/us/docs/zh-cn/', '/eu/sitemap.xml', '/sitemaps/docs-1.xml', '/llms.txt', '/us/llms-full.txt']) expect(path).toMatch(new RegExp(publishedPathPattern()));
    for (const path of ['/us/', '/docs', '/home', '/assets/docs/x.js']) expect(path).not.toMatch(new RegExp(publishedPathPattern()));
    // Before the site prefixes' location, which would answer /us/docs/… with the app.
    expect(published.indexOf(publishedPathPattern())).toBeLessThan(published.indexOf(`location ~ ${sitePrefixPattern()}`));
  });

  it('answers a page gone from the backend 410, from the snapshot\'s map', () => {
    expect(published).toContain('map $host$uri $published_gone {\n    default 0;\n    include /srv/published/current/gone.map;\n}');
    expect(section).toContain('if ($published_gone) { return 410; }');
    const one = nginxServer({ ...local, published: { current: '/p/current', hostFolder: '127.0.0.1' } });
    expect(one).toContain('map "127.0.0.1$uri" $published_gone {');
    expect(one).toContain('root /p/current/127.0.0.1;');
  });

  it("serves each portal's hosts from its own folder (the staff portal's, an OpenAPI deployment's), each folder's gone pages 410", () => {
    const shared = nginxServer({ ...local, published: { current: '/p/current', currentOf: { 'staff.test': '/staff/current', 'oa.test': '/oa/current', 'oa-eu.test': '/oa/current' } } });
    expect(shared).toContain('map $host $published_current {\n    default /p/current;\n    staff.test /staff/current;\n    oa.test /oa/current;\n    oa-eu.test /oa/current;\n}');
    expect(block(shared, `location ~ ${publishedPathPattern()}`)).toContain('root $published_current/$host;');
    expect(block(shared, 'location = /robots.txt')).toContain('root $published_current/$host;');
    // One map per folder, each folder once: a folder may be named twice and a map may not hold a key twice.
    expect(shared).toContain('map $host$uri $published_gone {\n    default 0;\n    include /p/current/gone.map;\n}');
    expect(shared).toContain('map $host$uri $published_gone_1 {\n    default 0;\n    include /staff/current/gone.map;\n}');
    expect(shared).toContain('map $host$uri $published_gone_2 {\n    default 0;\n    include /oa/current/gone.map;\n}');
    expect(shared).not.toContain('$published_gone_3');
    for (const variable of ['$published_gone', '$published_gone_1', '$published_gone_2']) expect(shared.slice(shared.indexOf(`location ~ ${publishedPathPattern()}`))).toContain(`if (${variable}) { return 410; }`);
  });

  it("gives an environment's staff hosts the staff portal's folder, and an OpenAPI deployment's hosts theirs", () => {
    expect(publishedFolderOf('prod')).toEqual({ 'open-staff.example.com': '${PUBLISHED_STAFF_ROOT}/current' });
    expect(environmentTemplate('prod', [HASH])).toContain('open-staff.example.com ${PUBLISHED_STAFF_ROOT}/current;');
  });

  it('names the types, asks again every time, and allows no script: only the pages\' own style by its hash', () => {
    expect(section).toContain('types { text/html html; text/markdown md; application/xml xml; text/plain txt; }');
    expect(section).toContain('add_header Cache-Control "no-cache" always;');
    const hash = createHash('sha256').update(PUBLISHED_CSS).digest('base64');
    expect(section).toContain(`add_header Content-Security-Policy "default-src 'none'; style-src 'sha256-${hash}'; img-src 'self' data: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'" always;`);
    expect(section).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('forwards /mcp to the docs MCP server, never cached, with the published pages\' headers', () => {
    const lines = block(nginxServer({ ...local, published: { current: '/p/current' }, mcp: 'http://127.0.0.1:4190' }), 'location = /mcp');
    expect(lines).toContain('proxy_pass http://127.0.0.1:4190;');
    expect(lines).toContain('add_header Cache-Control "no-store" always;');
    expect(lines).toContain('client_max_body_size 64k;');
  });

  it('is not there where nothing is published', () => {
    expect(nginxServer(local)).not.toContain('published');
  });
});
