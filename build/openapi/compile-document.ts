import { createHash } from 'node:crypto';
import { compileDocument, type CompiledFiles } from '../../src/infrastructure/openapi/openapi-compile.ts';
import { loadDocumentSet } from '../../src/infrastructure/openapi/openapi-reader.ts';
import { describeMarkdown } from '../../src/infrastructure/openapi/openapi-markdown.ts';
import { parseDocumentText } from '../../src/infrastructure/openapi/openapi-text.ts';

/*
 * Compiling one document in Node, for `npm run openapi:compile`, the build and the sandbox. Each loads this module by
 * path (scripts/lib/typescript-module.mjs), so the reader is not part of Vite's config (the dev server would restart
 * at every edit of it).
 */

/** 8 hex digits of SHA-256 over the texts: the name of a compiled document's parts folder. */
export const partsDigest = (texts: readonly string[]): string => {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text);
  return hash.digest('hex').slice(0, 8);
};

/**
 * One document compiled by the portal's own reader: `url` is where it is read from (with every file its `$ref`s reach,
 * through `fetchText`), `address` where it is published, if not beside the compiled folder.
 */
export const compileAt = (url: string, fetchText: (url: string) => Promise<string>, address?: string): Promise<CompiledFiles> =>
  compileDocument(() => loadDocumentSet(url, fetchText, parseDocumentText), {
    ...(address ? { address } : {}),
    digest: partsDigest,
    describeAt: describeMarkdown,
  });
