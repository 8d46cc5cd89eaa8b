#!/usr/bin/env node
// Prints the gzip size of the JavaScript (and CSS) a route's first view loads from the production build.
// Usage: npm run size [-- /#/home /?variant=internal#/home ...]   (build first: `npm run size` does)
// It serves dist/ with `vite preview`, opens each address in headless Chromium, records every script the page
// fetched from dist/, and gzips those files (level 9) to count them. Budget for home: 180 KB gzip.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const port = 4199;
const origin = `http://127.0.0.1:${port}`;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/#/home', '/?variant=internal#/home'];
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));

const server = spawn('node', ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.on('data', (chunk) => String(chunk).includes(String(port)) && resolve()));

const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
try {
  for (const route of routes) {
    const page = await browser.newPage();
    const files = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    let js = 0;
    let css = 0;
    const rows = [...files].sort().map((file) => {
      const size = gzipSync(readFileSync(`dist${file}`), { level: 9 }).length;
      if (file.endsWith('.js')) js += size;
      else css += size;
      return `  ${kb(size).padStart(9)}  ${file}`;
    });
    console.log(`\n${route}\n${rows.join('\n')}`);
    console.log(`  JS loaded by the first view: ${kb(js)} gzip (budget 180 KB)${css ? `; CSS ${kb(css)} gzip` : ''}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
