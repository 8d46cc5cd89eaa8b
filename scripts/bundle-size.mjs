#!/usr/bin/env node
// Prints the gzip size of the JavaScript (and CSS) a route's first view loads from the production build.
// Usage: npm run size [-- /#/home /?variant=internal#/home ...]   (build first: `npm run size` does)
// It serves dist/ with `vite preview`, opens each address in headless Chromium, records every script the page
// fetched from dist/, and gzips those files (level 9) to count them. Budget for home: 180 KB gzip.
import { filesLoadedBy, gzipSize, kb, startPreview } from './lib/preview.mjs';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/#/home', '/?variant=internal#/home'];
const { origin, browser, close } = await startPreview(4199);
try {
  for (const route of routes) {
    const files = await filesLoadedBy(browser, origin, route);
    let js = 0;
    let css = 0;
    const rows = [...files].sort().map((file) => {
      const size = gzipSize(file);
      if (file.endsWith('.js')) js += size;
      else css += size;
      return `  ${kb(size).padStart(9)}  ${file}`;
    });
    console.log(`\n${route}\n${rows.join('\n')}`);
    if (process.env.BYTES) console.log(`  bytes: ${String(js)}`);
    console.log(`  JS loaded by the first view: ${kb(js)} gzip (budget 180 KB)${css ? `; CSS ${kb(css)} gzip` : ''}`);
  }
} finally {
  await close();
}
