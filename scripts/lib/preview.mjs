// Shared by the measuring scripts: the production build served by `vite preview` (sandbox on) and a headless Chromium.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Gzip size (level 9) of a built file, by its path under dist/. */
export const gzipSize = (file) => gzipSync(readFileSync(`dist${file}`), { level: 9 }).length;

/**
 * A headless Chromium (CHROMIUM_PATH, else Debian's, else Playwright's own); with `debuggingPort`, it also listens
 * there (Lighthouse drives the same browser through it); with `dark`, its system prefers a dark theme (the pages it
 * opens outside Playwright's contexts, as Lighthouse's, see `prefers-color-scheme: dark`).
 */
export const launchChromium = ({ debuggingPort, dark = false } = {}) => {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(debuggingPort ? [`--remote-debugging-port=${String(debuggingPort)}`] : []),
      ...(dark ? ['--force-dark-mode'] : []),
    ],
  });
};

/** Serves dist/ on `port` and starts Chromium (`launchChromium`). */
export const startPreview = async (port, { debuggingPort } = {}) => {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => server.stdout.on('data', (chunk) => String(chunk).includes(String(port)) && resolve()));
  const browser = await launchChromium({ debuggingPort });
  const close = async () => {
    await browser.close();
    server.kill();
  };
  return { origin, browser, close };
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

/** The JS and CSS files of dist/ a page fetched until the network went idle. */
export const filesLoadedBy = async (browser, origin, address) => {
  const page = await browser.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(`${origin}${address}`, { waitUntil: 'networkidle' });
  await page.close();
  return files;
};
