import type { DocsSource, Variant } from '../domain/deployment/deployment';
import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { markdownTwinPath } from '../domain/publish/published-page';
import type { PublishedEntry } from './render-site';

/*
 * The published output is a folder of snapshots and a link, `current`, to the one served. A publish writes a whole new
 * snapshot beside it (a file equal to the served one is a hard link to it, so it is not rewritten and keeps its time)
 * and then moves the link in one rename: a reader never sees half a snapshot, and a failed publish leaves the served
 * one as it was.
 */

export const MANIFEST = 'manifest.json';
/** nginx's map of gone pages (`include`d by the generated configuration): `"<host folder><path>" 1;` a line. */
export const GONE_MAP = 'gone.map';

/** Addresses are made of ids (published-page.ts): anything else could not be a published page, and is left out. */
const SAFE_KEY = /^[\w.:-]+\/[\w/.-]*$/;

const goneMap = (gone: Manifest['gone']): string =>
  Object.entries(gone)
    .flatMap(([hostFolder, paths]) => paths.flatMap((path) => [`${hostFolder}${path}`, `${hostFolder}${markdownTwinPath(path)}`]))
    .filter((key) => SAFE_KEY.test(key))
    .map((key) => `"${key}" 1;\n`)
    .join('');

export const CURRENT = 'current';

/** A published page with the host folder that serves it. */
export type ManifestEntry = PublishedEntry & { readonly hostFolder: string };

export interface Manifest {
  readonly version: 1;
  readonly publishedAt: string;
  /** Whose snapshot it is: the customer portal's or the staff portal's (absent: the customer portal's, as before). */
  readonly variant?: Variant;
  /** Where its documents came from: lcp-rest's or the OpenAPI deployment's (absent: lcp-rest, as before). */
  readonly docs?: DocsSource;
  readonly entries: readonly ManifestEntry[];
  /** Every file of the snapshot (host folder + path) and the SHA-256 of its content. */
  readonly files: Readonly<Record<string, string>>;
  /** Per host folder, the paths of pages once published and gone since: answered 410 Gone. */
  readonly gone: Readonly<Record<string, readonly string[]>>;
}

/** The compressed twins nginx sends as they are (brotli_static, gzip_static). */
const COMPRESSED = ['.br', '.gz'] as const;
const COMPRESS_FROM_BYTES = 1024;

/** A file and, when it is worth it, its .br and .gz beside it (brotli at 5: on the largest page 7% above its best in a twentieth of the time, so thousands of pages take seconds). */
const writeWithCompressed = (target: string, content: string): void => {
  writeFileSync(target, content);
  const bytes = Buffer.from(content);
  if (bytes.length < COMPRESS_FROM_BYTES) return;
  writeFileSync(`${target}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  writeFileSync(`${target}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
};

export const hashOf = (content: string | Buffer): string => createHash('sha256').update(content).digest('hex');

/** The served snapshot's folder and manifest, if there is one. */
export interface ServedSnapshot {
  readonly folder: string;
  readonly manifest: Manifest;
  /** A file's text, if the snapshot has it. */
  read(key: string): string | undefined;
}

export const readCurrent = (outDir: string): ServedSnapshot | undefined => {
  const link = join(outDir, CURRENT);
  if (!existsSync(join(link, MANIFEST))) return undefined;
  const folder = join(outDir, readlinkSync(link));
  return {
    folder,
    manifest: JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as Manifest,
    read: (key) => (existsSync(join(folder, key)) ? readFileSync(join(folder, key), 'utf8') : undefined),
  };
};

export interface SnapshotFile {
  /** Host folder + path from the host's root, e.g. `open.example.com/docs/zh-cn/index.html`. */
  readonly key: string;
  readonly content: string;
}

/** The key of a file of a host: `open.example.com` + `/docs/zh-cn/index.html`. */
export const fileKey = (hostFolder: string, path: string): string => `${hostFolder}${path}`;

/** A snapshot being written, file by file, so a publish need not hold every page at once. */
export interface SnapshotWriter {
  readonly folder: string;
  /** Writes files (a new or changed one, with its compressed copies), or links each unchanged one to the served snapshot's. */
  write(files: readonly SnapshotFile[]): void;
  /** A file this snapshot has written, if any. */
  read(key: string): string | undefined;
  /**
   * Links the files kept from the served snapshot (`kept`), writes the manifest and says whether anything differs
   * from the served snapshot.
   */
  finish(kept: readonly string[], manifest: Omit<Manifest, 'files'>): { changed: boolean; written: number; linked: number };
}

/** Starts a snapshot under `outDir/snapshots/<name>`: new or changed files written, unchanged ones linked to the served snapshot's. */
export const openSnapshot = (outDir: string, name: string, previous: ServedSnapshot | undefined): SnapshotWriter => {
  const folder = join(outDir, 'snapshots', name);
  mkdirSync(folder, { recursive: true });
  const hashes: Record<string, string> = {};
  let written = 0;
  let linked = 0;
  const place = (key: string, write: (target: string) => void) => {
    const target = join(folder, key);
    mkdirSync(dirname(target), { recursive: true });
    const before = previous?.manifest.files[key];
    if (previous && before !== undefined && before === hashes[key]) {
      for (const suffix of ['', ...COMPRESSED]) if (existsSync(join(previous.folder, key + suffix))) linkSync(join(previous.folder, key + suffix), target + suffix);
      linked += 1;
    } else {
      write(target);
      written += 1;
    }
  };
  return {
    folder,
    write: (files) => {
      for (const file of files) {
        hashes[file.key] = hashOf(file.content);
        place(file.key, (target) => writeWithCompressed(target, file.content));
      }
    },
    read: (key) => (hashes[key] === undefined ? undefined : readFileSync(join(folder, key), 'utf8')),
    finish: (kept, manifest) => {
      for (const key of kept) {
        const hash = previous?.manifest.files[key];
        if (hash === undefined || hashes[key] !== undefined) continue;
        hashes[key] = hash;
        place(key, () => undefined);
      }
      const before = previous?.manifest.files ?? {};
      const changed = written > 0 || Object.keys(before).length !== Object.keys(hashes).length || Object.keys(before).some((key) => before[key] !== hashes[key]);
      writeFileSync(join(folder, MANIFEST), `${JSON.stringify({ ...manifest, files: hashes }, null, 1)}\n`);
      writeFileSync(join(folder, GONE_MAP), goneMap(manifest.gone));
      return { changed, written, linked };
    },
  };
};

/** Serves `folder` from now on: the link `current` moves in one rename. Snapshots older than the last two go. */
export const swapIn = (outDir: string, name: string): void => {
  const temporary = join(outDir, `${CURRENT}.${String(process.pid)}`);
  rmSync(temporary, { force: true });
  symlinkSync(join('snapshots', name), temporary);
  renameSync(temporary, join(outDir, CURRENT));
  const snapshots = readdirSync(join(outDir, 'snapshots')).sort();
  for (const old of snapshots.slice(0, -2)) rmSync(join(outDir, 'snapshots', old), { recursive: true, force: true });
};

/** Drops a snapshot that was not swapped in (nothing changed, or the publish stopped). */
export const dropSnapshot = (outDir: string, name: string): void => rmSync(join(outDir, 'snapshots', name), { recursive: true, force: true });
