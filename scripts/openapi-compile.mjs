#!/usr/bin/env node
// `npm run openapi:compile -- <document> <folder> [--address <url>]` (issue #35, docs/openapi.md "Compiled documents"):
// reads an OpenAPI document (a file or an http(s) address, with every file its `$ref`s reach) with the portal's own
// reader, checks it whole, and writes the compiled folder a deployment lists at run time (an address ending in `/`):
// <folder>/index.json and <folder>/parts-<hash>/… . `--address` is where the document itself is published (relative
// links in its descriptions, relative servers and example files are read from it); without it, beside the folder.
// A document that does not pass its check is written as its problem (the pages say it) and the command fails.
// Older parts-* folders are kept: a reader whose page still holds the old index can still open its pages.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadTypeScript } from './lib/typescript-module.mjs';

const args = process.argv.slice(2);
const addressAt = args.indexOf('--address');
const address = addressAt >= 0 ? args[addressAt + 1] : undefined;
const [input, folder] = args.filter((_, index) => addressAt < 0 || (index !== addressAt && index !== addressAt + 1));
if (!input || !folder || (addressAt >= 0 && !address)) {
  console.error('usage: npm run openapi:compile -- <document file or http(s) address> <folder> [--address <where the document is published>]');
  process.exit(2);
}

const url = /^https?:\/\//i.test(input) ? input : pathToFileURL(resolve(input)).href;
const fetchText = async (file) => {
  if (file.startsWith('file:')) return readFile(fileURLToPath(file), 'utf8');
  const response = await fetch(file, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`${file} answered ${String(response.status)}`);
  return response.text();
};

/** The page's English words for a problem (the en-us strings of `openapi.invalidDocument`). */
const problemWords = JSON.parse(readFileSync(new URL('../src/ui/i18n/locales/en-us/lazy/openapi.json', import.meta.url), 'utf8')).invalidDocument;
const sayProblem = ({ code, values, file, pointer }) => (problemWords[code] ?? code).replace(/\{\{(\w+)\}\}/g, (_, key) => ({ ...values, file, place: pointer || '/' })[key] ?? '');

const started = performance.now();
const compiler = await loadTypeScript(fileURLToPath(new URL('../build/openapi/compile-document.ts', import.meta.url)));
let compiled;
try {
  compiled = await compiler.module.compileAt(url, fetchText, address);
} catch (error) {
  console.error(`openapi:compile: ${input} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
} finally {
  await compiler.close();
}
for (const [file, text] of [['index.json', JSON.stringify(compiled.index)], ...compiled.files]) {
  const path = join(folder, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if ('problem' in compiled.index) {
  console.error(`openapi:compile: ${sayProblem(compiled.index.problem)}`);
  console.error(`openapi:compile: wrote ${join(folder, 'index.json')} holding the problem (its pages say it) in ${seconds} s`);
  process.exit(1);
}
const operations = compiled.index.menu.reduce((count, group) => count + group.apis.length, 0);
console.log(`openapi:compile: ${input} → ${folder}/ (${String(compiled.files.size + 1)} files, ${String(operations)} menu lines, ${String(compiled.index.webhooks.length)} webhooks) in ${seconds} s`);
