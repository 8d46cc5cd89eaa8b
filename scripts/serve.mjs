#!/usr/bin/env node
// `npm run serve`: the production shape on one machine. The built portal (dist/) under nginx, /lcp-rest (and the
// sandbox's own login, file and console pages) proxied to the standalone sandbox (`npm run sandbox`); both started
// here and stopped together (Ctrl-C). PORT (default 4180) is nginx's, SANDBOX_PORT (default PORT + 1) the sandbox's.
// Needs Debian's nginx and libnginx-mod-http-brotli-static (NGINX and NGINX_BROTLI_MODULE point elsewhere).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';

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

const [{ module: nginx }, { module: early }] = await Promise.all([
  runnerImport('./build/deploy/nginx-config.ts'),
  runnerImport('./build/early-chunks.vite-plugin.ts'),
]);

const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
const config = nginx.nginxStandalone({
  prefix,
  mimeTypes,
  brotliModule,
  runAsRoot: process.getuid?.() === 0,
  server: {
    listen: `${host}:${String(port)}`,
    serverNames: ['localhost', host],
    root,
    upstream: `http://${host}:${String(sandboxPort)}`,
    scriptHashes: early.inlineScriptHashes(readFileSync(join(root, 'index.html'), 'utf8')),
    sandbox: true,
  },
});
writeFileSync(join(prefix, 'nginx.conf'), config);

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
const waitFor = async (url, name) => {
  for (let tries = 0; tries < 100; tries += 1) {
    if (stopping) return;
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  console.error(`serve: ${name} did not answer at ${url}`);
  stop(1);
};

start('sandbox', process.execPath, ['scripts/sandbox-server.mjs'], { PORT: String(sandboxPort), HOST: host });
await waitFor(`http://${host}:${String(sandboxPort)}/__sandbox/`, 'the sandbox');
start('nginx', nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')]);
await waitFor(`http://${host}:${String(port)}/`, 'nginx');
if (!stopping) console.log(`portal on http://${host}:${String(port)}/ (nginx, ${prefix}/nginx.conf), backend: the sandbox on port ${String(sandboxPort)}`);
