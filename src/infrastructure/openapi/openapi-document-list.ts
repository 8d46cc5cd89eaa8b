import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { z } from 'zod';
import type { AppError } from '../../application/errors/app-error';
import type { DocumentProblem } from '../../domain/doc/document-problem';

/** One OpenAPI document a deployment shows as a business unit (docs/openapi.md). */
export interface OpenApiUnit {
  /** The unit's number in addresses: keep it when the list changes, so links stay right. */
  readonly id: number;
  /** Where the document is: a file served with the deployment, or any address the CSP's connect-src allows. */
  readonly url: string;
  readonly name: string;
  readonly nameEn: string;
}

/** The deployment's documents, as a call: from the list served at run time, else the build's own. */
export type OpenApiUnits = TE.TaskEither<AppError, readonly OpenApiUnit[]>;

const ENTRY_FIELDS = ['id', 'url', 'name', 'nameEn'] as const;

const entrySchema = z.strictObject({
  id: z.number().int().positive(),
  url: z.string().trim().min(1),
  name: z.string().trim().default(''),
  nameEn: z.string().trim().default(''),
});
const listSchema = z.array(entrySchema);

/** JSON pointer of a place in the list (RFC 6901). */
const pointerOf = (path: readonly PropertyKey[]): string => path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

const invalid = (file: string, pointer: string, problem: DocumentProblem): E.Either<AppError, never> =>
  E.left({ kind: 'InvalidDocument', file, pointer, problem });

/** Which fault of an entry a zod issue is, in words the views have (the entry counted from 1, as a person reads it). */
const entryProblem = (issue: z.core.$ZodIssue): DocumentProblem => {
  const [index, key] = issue.path;
  const entry = String(Number(index) + 1);
  if (issue.code === 'unrecognized_keys') {
    return { code: 'listUnknownField', values: { entry, key: issue.keys.join(', '), fields: ENTRY_FIELDS.join(', ') } };
  }
  switch (key) {
    case undefined:
      return { code: 'listBadEntry', values: { entry } };
    case 'id':
      return { code: 'listBadId', values: { entry } };
    case 'url':
      return { code: 'listBadUrl', values: { entry } };
    default:
      return { code: 'listBadName', values: { entry, key: String(key) } };
  }
};

/** The first entry whose id an earlier entry has, as a fault (links carry the id: two units cannot share it). */
const sameId = (units: readonly { readonly id: number }[]): DocumentProblem & { readonly index: number } | undefined => {
  const first = new Map<number, number>();
  for (const [index, unit] of units.entries()) {
    const earlier = first.get(unit.id);
    if (earlier !== undefined) {
      return { index, code: 'listSameId', values: { entry: String(index + 1), id: String(unit.id), first: String(earlier + 1) } };
    }
    first.set(unit.id, index);
  }
  return undefined;
};

const addressOf = (url: string, base: string): string | undefined => {
  try {
    return new URL(url, base).href;
  } catch {
    return undefined;
  }
};

/**
 * Reads a list of documents (a JSON array of `{ id, url, name?, nameEn? }`), checked whole: the first fault is said
 * naming its entry and place. Addresses are read relative to the list's own.
 */
export const parseDocumentList = (text: string, file: string): E.Either<AppError, readonly OpenApiUnit[]> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return invalid(file, '', { code: 'listNotJson', values: { message: error instanceof Error ? error.message : String(error) } });
  }
  const checked = listSchema.safeParse(json);
  if (!checked.success) {
    const issue = checked.error.issues[0] as z.core.$ZodIssue;
    return issue.path.length === 0 ? invalid(file, '', { code: 'listNotList', values: {} }) : invalid(file, pointerOf(issue.path), entryProblem(issue));
  }
  const repeated = sameId(checked.data);
  if (repeated) return invalid(file, pointerOf([repeated.index, 'id']), { code: repeated.code, values: repeated.values });
  const units: OpenApiUnit[] = [];
  for (const [index, entry] of checked.data.entries()) {
    const url = addressOf(entry.url, file);
    if (url === undefined) return invalid(file, pointerOf([index, 'url']), { code: 'listBadUrl', values: { entry: String(index + 1) } });
    units.push({ ...entry, url });
  }
  return E.right(units);
};

export interface DocumentListDeps {
  /** Where the list is served (beside index.html). */
  readonly listUrl: string;
  /** The build's list, already absolute: the deployment's documents when it serves no list. */
  readonly defaults: readonly OpenApiUnit[];
  readonly fetchList: (url: string) => Promise<Response>;
}

/**
 * No list: the portal's own servers answer 204 (nginx, dev, preview); another host a 404, or, as a single-page app's
 * host does for a file it does not have, the app's page.
 */
const noList = (response: Response): boolean =>
  response.status === 204 || response.status === 404 || (response.ok && (response.headers.get('content-type') ?? '').includes('text/html'));

const readList = async ({ listUrl, defaults, fetchList }: DocumentListDeps): Promise<E.Either<AppError, readonly OpenApiUnit[]>> => {
  let response: Response;
  try {
    response = await fetchList(listUrl);
  } catch (error) {
    return E.left(error instanceof DOMException && error.name === 'TimeoutError' ? { kind: 'Timeout' } : { kind: 'Network' });
  }
  if (noList(response)) return E.right(defaults);
  if (!response.ok) return E.left({ kind: 'Http', status: response.status });
  try {
    return parseDocumentList(await response.text(), listUrl);
  } catch {
    return E.left({ kind: 'Network' });
  }
};

/**
 * The deployment's documents, read once with the first call that needs them: the list served at run time when there
 * is one (a change needs no rebuild), else the build's. A list that could not be fetched is asked again by the next
 * call; a broken one stays said until the page is loaded again.
 */
export const createDocumentList = (deps: DocumentListDeps): OpenApiUnits => {
  let read: Promise<E.Either<AppError, readonly OpenApiUnit[]>> | undefined;
  return () => {
    const reading = read ?? readList(deps);
    read = reading;
    void reading.then((result) => {
      if (E.isLeft(result) && result.left.kind !== 'InvalidDocument' && read === reading) read = undefined;
    });
    return reading;
  };
};
