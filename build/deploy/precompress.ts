import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED_EXTENSIONS } from './nginx-config.ts';

const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build, at the highest levels (done once per build,
 * so the server never compresses on the fly). A file that compresses to no gain is left alone.
 */
export const precompress = (outDir: string): { readonly files: number; readonly bytes: number; readonly brotliBytes: number } => {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const path of filesUnder(outDir)) {
    if (!(PRECOMPRESSED_EXTENSIONS as readonly string[]).includes(extname(path))) continue;
    const content = readFileSync(path);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length >= content.length && gzip.length >= content.length) continue;
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzip);
    files += 1;
    bytes += content.length;
    brotliBytes += brotli.length;
  }
  return { files, bytes, brotliBytes };
};
