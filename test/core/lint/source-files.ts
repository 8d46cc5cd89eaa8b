import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The TypeScript sources under a folder, every depth. */
export const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** Each source under `folder` as [its path relative to the folder, its text]. */
export const sourceTexts = (folder: string): (readonly [path: string, text: string])[] =>
  sourcesUnder(folder).map((path) => [relative(folder, path), readFileSync(path, 'utf8')] as const);
