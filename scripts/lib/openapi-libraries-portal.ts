/*
 * The portal's side of `npm run openapi:libraries`: the portal's reader on one corpus document (as the corpus check
 * reads it, without building the pages), and the count of operations any reader's result has, the portal's way.
 */
import { isExtension, isObject, OpenApiProblem } from '../../src/infrastructure/openapi/openapi-json';
import { HTTP_METHODS } from '../../src/infrastructure/openapi/openapi-validate';
import { readDocumentFile } from './openapi-corpus-check';

/** One reader's result on one document; the library candidates answer the same. */
export interface CandidateResult {
  readonly outcome: 'accepted' | 'rejected' | 'exception';
  /** Why it was rejected (the first error), or the exception. */
  readonly message?: string;
  /** How many errors it found (rejected), when it says. */
  readonly errors?: number;
  /** Operations in the result, counted as the portal counts them; undefined when there is no result to count. */
  readonly operations?: number;
  /** The result's version field (a reader that does not upgrade Swagger 2.0 leaves it 2.0). */
  readonly version?: string;
  readonly ms: number;
  /** Time per step, where a reader's steps can be told apart. */
  readonly steps?: Readonly<Record<string, number>>;
}

/** Paths × methods, as the portal's menu lists them: `x-` keys among the paths are extensions, not paths. */
export const countOperations = (document: unknown): number | undefined => {
  if (!isObject(document)) return undefined;
  if (!isObject(document.paths)) return 0;
  let count = 0;
  for (const [path, item] of Object.entries(document.paths)) {
    if (isExtension(path) || !isObject(item)) continue;
    for (const method of HTTP_METHODS) if (isObject(item[method])) count++;
  }
  return count;
};

const firstLine = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).split('\n')[0] ?? '';

export const readWithPortal = async (file: string): Promise<CandidateResult> => {
  const started = performance.now();
  try {
    const reading = await readDocumentFile(file);
    return { outcome: 'accepted', operations: reading.operations.length, ms: performance.now() - started };
  } catch (error) {
    const ms = performance.now() - started;
    if (error instanceof OpenApiProblem) return { outcome: 'rejected', message: `${error.problem.code} at ${error.pointer || '/'}`, errors: 1, ms };
    return { outcome: 'exception', message: firstLine(error), ms };
  }
};
