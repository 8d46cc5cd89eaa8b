#!/usr/bin/env node
// `npm run serve`: the production shape on one machine. The built portal (dist/) under nginx, /lcp-rest (and the
// sandbox's own login, file and console pages) proxied to the standalone sandbox (`npm run sandbox`); both started
// here and stopped together (Ctrl-C). PORT (default 4180) is nginx's, SANDBOX_PORT (default PORT + 1) the sandbox's.
// Needs Debian's nginx and libnginx-mod-http-brotli-static (NGINX and NGINX_BROTLI_MODULE point elsewhere).
// Before nginx starts, the published documents are written from the sandbox (`npm run publish`, docs/publishing.md)
// under PUBLISH_DIR (default published/); nginx serves them at /docs/, /us/docs/, /eu/docs/ with their sitemaps.
// The docs MCP server (`npm run mcp -- --http`, MCP_PORT, default PORT + 2) answers at /mcp through nginx.
// Try it's proxy is on, for the servers of the sandbox's OpenAPI documents (read from the sandbox once it answers) and
// those TRY_IT_ORIGINS names (comma-separated origins); TRY_IT_PROXY=off turns it off (docs/deployment.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';
import { importTypeScript } from './lib/typescript-module.mjs';

const port = Number(process.env.PORT ?? 4180);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? port + 1);
const host = '127.0.0.1';
const root = resolve('dist');
const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';
const brotliModule = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const mimeTypes = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';

const fail = (message) => {
  console.error(`serve: ${message}`);
  process.exit(1);
};
if (!existsSync(join(root, 'index.html'))) fail('no dist/index.html: build first (`npm run serve` does)');
for (const [path, what] of [
  [nginxBinary, 'nginx (apt-get install nginx)'],
  [brotliModule, 'the brotli_static module (apt-get install libnginx-mod-http-brotli-static)'],
  [mimeTypes, "nginx's mime.types"],
]) {
  if (!existsSync(path)) fail(`${what} not found at ${path}`);
}

const [{ module: nginx }, { module: early }, { module: tryItProxy }, { module: documents }, tryItOrigins] = await Promise.all([
  runnerImport('./build/deploy/nginx-config.ts'),
  runnerImport('./build/early-chunks.vite-plugin.ts'),
  runnerImport('./build/deploy/try-it-proxy-config.ts'),
  runnerImport('./src/main/deployment/openapi-documents.config.ts'),
  // The reader loads its YAML parser when it meets YAML: a module runner kept open.
  importTypeScript('./build/deploy/try-it-origins.ts'),
]);

const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
const publishDir = resolve(process.env.PUBLISH_DIR ?? 'published');
/** The docs MCP server over HTTP (docs/publishing.md), which nginx forwards /mcp to. */
const mcpPort = Number(process.env.MCP_PORT ?? port + 2);
const mcpOrigin = `http://${host}:${String(mcpPort)}`;
const portalOrigin = `http://${host}:${String(port)}`;
const sandboxOrigin = `http://${host}:${String(sandboxPort)}`;

/** The machine's first DNS server, for the proxy's names (nginx does not read resolv.conf). */
const systemResolver = () => {
  try {
    const line = readFileSync('/etc/resolv.conf', 'utf8').match(/^nameserver\s+(\S+)/m);
    if (line?.[1]) return line[1].includes(':') ? `[${line[1]}]` : line[1];
  } catch {
    // No resolv.conf: the loopback's.
  }
  return '127.0.0.1';
};

/** Try it's servers: those of the sandbox's documents (read through the sandbox, as nginx will serve them) and TRY_IT_ORIGINS. */
const tryItOptions = async () => {
  const urls = documents.OPENAPI_DOCUMENTS.local.map((document) => document.url);
  const fromDocuments = await tryItOrigins.documentOrigins(urls, (url) => tryItOrigins.fetchDocumentText(url.replace(portalOrigin, sandboxOrigin)), portalOrigin);
  const more = (process.env.TRY_IT_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const origins = [...new Set([...fromDocuments, ...more])].sort();
  const proxy = process.env.TRY_IT_PROXY === 'off' ? undefined : { resolver: systemResolver(), trustedCertificate: tryItProxy.SYSTEM_CERTIFICATE_AUTHORITIES };
  return { origins, ...(proxy ? { proxy } : {}) };
};

/** Publishes every public document from the sandbox as nginx will serve them; resolves with the command's exit code. */
const publishDocuments = () =>
  new Promise((done) => {
    const child = spawn(process.execPath, ['scripts/publish.mjs'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      // An OpenAPI deployment's documents at the portal's addresses are the sandbox's (nginx, which forwards them, is
      // not up yet).
      env: { ...process.env, LCP_REST_TARGET: sandboxOrigin, PUBLISH_DIR: publishDir, PUBLISH_ENVIRONMENT: 'local', PUBLISH_ORIGIN: portalOrigin, PUBLISH_OPENAPI_BASE: process.env.PUBLISH_OPENAPI_BASE ?? sandboxOrigin },
    });
    children.push(child);
    child.on('exit', (code) => done(code ?? 1));
  });

const writeConfig = async () => {
  const config = nginx.nginxStandalone({
    prefix,
    mimeTypes,
    brotliModule,
    runAsRoot: process.getuid?.() === 0,
    server: {
      listen: `${host}:${String(port)}`,
      serverNames: ['localhost', host],
      root,
      upstream: sandboxOrigin,
      scriptHashes: early.inlineScriptHashes(readFileSync(join(root, 'index.html'), 'utf8')),
      sandbox: true,
      tryIt: await tryItOptions(),
      // Every site is published for this one origin, whatever host name the reader typed (localhost or the address).
      published: { current: join(publishDir, 'current'), hostFolder: host },
      mcp: mcpOrigin,
    },
  });
  writeFileSync(join(prefix, 'nginx.conf'), config);
};

const children = [];
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => {
    rmSync(prefix, { recursive: true, force: true });
    process.exit(code);
  }, 300);
};
const start = (name, command, args, env = {}) => {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`serve: ${name} stopped (${signal ?? `exit ${String(code)}`}); stopping the other`);
    stop(1);
  });
  children.push(child);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

const answers = async (url) => {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
};
const waitFor = async (url, name, seconds = 10) => {
  for (let tries = 0; tries < seconds * 10; tries += 1) {
    if (stopping) return;
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  console.error(`serve: ${name} did not answer at ${url}`);
  stop(1);
};

start('sandbox', process.execPath, ['scripts/sandbox-server.mjs'], { PORT: String(sandboxPort), HOST: host });
await waitFor(`${sandboxOrigin}/__sandbox/`, 'the sandbox');
if (!stopping && (await publishDocuments()) !== 0) {
  console.error('serve: publishing the documents failed (above); stopping');
  stop(1);
}
try {
  await writeConfig();
} catch (error) {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
  stop(1);
}
if (!stopping) start('docs MCP server', process.execPath, ['scripts/mcp.mjs', '--http'], { PUBLISH_DIR: publishDir, MCP_PORT: String(mcpPort), MCP_HOST: host });
if (!stopping) start('nginx', nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')]);
await waitFor(`http://${host}:${String(port)}/`, 'nginx');
// It loads its TypeScript through Vite first: a few seconds on a slow machine.
await waitFor(`${mcpOrigin}/mcp`, 'the docs MCP server', 60);
if (!stopping) console.log(`portal on http://${host}:${String(port)}/ (nginx, ${prefix}/nginx.conf), backend: the sandbox on port ${String(sandboxPort)}`);
