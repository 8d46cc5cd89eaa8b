import * as E from 'fp-ts/Either';
import type * as T from 'fp-ts/Task';
import type { BizUnitClassification, BizUnitSummary } from '../../domain/biz-unit/biz-unit';
import { isProjectClassification, isRestricted } from '../../domain/biz-unit/biz-unit';
import type { ApiDoc, ApiMenuGroup } from '../../domain/doc/api-doc';
import type { GuideTreeNode, MarkdownDoc } from '../../domain/doc/guide-doc';
import type { MessageDoc, MessageMenuGroup } from '../../domain/doc/message-doc';
import { PLATFORM_DOC_TYPE, type ReleaseDocSummary } from '../../domain/doc/release-doc';
import { FAQ_PAGE_SIZE, type FaqType, type ProblemDetail, type ProblemSummary } from '../../domain/faq/question-doc';
import type { PublishedPage } from '../../domain/publish/published-page';
import type { AppError } from '../errors/app-error';
import type { BizUnitPort } from '../ports/biz-unit.port';
import type { DocPort } from '../ports/doc.port';
import type { ReleaseDocPort } from '../ports/release-doc.port';
import type { WorkOrderPort } from '../ports/work-order.port';

/*
 * What a signed-out reader may read of one site in one language, read through the app's own ports: every business
 * unit of the public classifications (not the project classification, which names the signed-in account's units, nor a
 * unit restricted to visible suppliers), its access guide, APIs and messages, the platform's released documents, and
 * the FAQ centre (question docs: every type, all its problems, each problem's content).
 * A read that fails is named, with the page or menu it would have been, and the rest goes on: the publish step keeps
 * the last published pages in its place (docs/publishing.md).
 */

export interface PublishedUnit {
  readonly unit: BizUnitSummary;
  readonly classification: Pick<BizUnitClassification, 'classifyCode' | 'classifyName' | 'classifyNameEn'>;
  readonly guideTree: readonly GuideTreeNode[];
  readonly guides: ReadonlyMap<number, MarkdownDoc>;
  readonly apiMenu: readonly ApiMenuGroup[];
  readonly apis: ReadonlyMap<number, ApiDoc>;
  readonly messageMenu: readonly MessageMenuGroup[];
  readonly messages: ReadonlyMap<number, MessageDoc>;
}

/** A read that failed: `page` is the page it was for; `menu` says it listed the unit's pages of that kind (all kept). */
export interface PublishReadFailure {
  readonly page: PublishedPage;
  readonly menu?: 'guide' | 'api' | 'message' | 'units' | 'help' | 'questions' | 'problems';
  readonly error: AppError;
}

/** The FAQ centre as read: the type tree, each type's problems (by type code), each problem read (by its code). */
export interface PublishedFaq {
  readonly types: readonly FaqType[];
  readonly problems: ReadonlyMap<string, readonly ProblemSummary[]>;
  readonly details: ReadonlyMap<string, ProblemDetail>;
  /** Each listed problem's type: the first type (in the tree's order) that lists it, where its page is published. */
  readonly homes: ReadonlyMap<string, string>;
}

export interface SiteDocuments {
  readonly units: readonly PublishedUnit[];
  readonly help: readonly ReleaseDocSummary[];
  readonly helpDocs: ReadonlyMap<number, MarkdownDoc>;
  readonly faq: PublishedFaq;
  readonly failures: readonly PublishReadFailure[];
}

export interface PublishSources {
  readonly bizUnits: BizUnitPort;
  readonly docs: Pick<DocPort, 'apiMenu' | 'apiDoc' | 'guideTree' | 'guideDoc' | 'messageMenu' | 'messageDoc'>;
  readonly releaseDocs: Pick<ReleaseDocPort, 'releaseDocList' | 'releasedDoc'>;
  readonly faq: Pick<WorkOrderPort, 'faqTypes' | 'problems' | 'problem'>;
}

/** A type's problems are read in the app's pages; a list that says it has more than this many pages stops there. */
const MAX_PROBLEM_PAGES = 1000;

/** Runs `work` over `items`, at most `limit` at a time, keeping their order. */
const inPool = async <A, B>(items: readonly A[], limit: number, work: (item: A) => Promise<B>): Promise<B[]> => {
  const results: B[] = new Array<B>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as A);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

const guideIds = (nodes: readonly GuideTreeNode[]): number[] => nodes.flatMap((node) => [node.id, ...guideIds(node.children)]);

const typeCodes = (types: readonly FaqType[]): string[] => types.flatMap((type) => [type.code, ...typeCodes(type.children)]);

/** The public units, each once (a unit may sit in several classifications: its first one names it). */
const publicUnits = (groups: readonly BizUnitClassification[]): { unit: BizUnitSummary; classification: BizUnitClassification }[] => {
  const seen = new Set<number>();
  return groups
    .filter((group) => !isProjectClassification(group))
    .flatMap((classification) => classification.bizUnits.map((unit) => ({ unit, classification })))
    .filter(({ unit }) => {
      if (isRestricted(unit) || seen.has(unit.id)) return false;
      seen.add(unit.id);
      return true;
    });
};

/**
 * Reads every public document of the site the sources speak for; `concurrency` calls at most at once. It cannot fail:
 * each failed read is in `failures`.
 */
export const makeCollectSiteDocuments =
  ({ bizUnits, docs, releaseDocs, faq }: PublishSources, concurrency = 4) =>
  (): T.Task<SiteDocuments> =>
  async () => {
    const failures: PublishReadFailure[] = [];
    /** A read's value, or `fallback` with its failure noted. */
    const read = async <A>(task: () => Promise<E.Either<AppError, A>>, fallback: A, failure: Omit<PublishReadFailure, 'error'>): Promise<A> => {
      const result = await task();
      if (E.isRight(result)) return result.right;
      failures.push({ ...failure, error: result.left });
      return fallback;
    };
    /** Every document of a menu, by id; the ones that failed are left out (and noted). */
    const readAll = async <K, A>(ids: readonly K[], one: (id: K) => Promise<E.Either<AppError, A>>, failure: (id: K) => Omit<PublishReadFailure, 'error'>): Promise<Map<K, A>> => {
      const found = new Map<K, A>();
      await inPool([...new Set(ids)], concurrency, async (id) => {
        const result = await one(id);
        if (E.isRight(result)) found.set(id, result.right);
        else failures.push({ ...failure(id), error: result.left });
      });
      // The menu's order, whatever order the reads ended in.
      return new Map([...new Set(ids)].flatMap((id) => (found.has(id) ? [[id, found.get(id) as A] as const] : [])));
    };
    /** Every problem of a type, page by page; any page failing fails the list (the type's published pages are kept). */
    const problemsOf = async (typeCode: string): Promise<E.Either<AppError, ProblemSummary[]>> => {
      const problems: ProblemSummary[] = [];
      for (let page = 1; page <= MAX_PROBLEM_PAGES; page += 1) {
        const result = await faq.problems(typeCode, page, FAQ_PAGE_SIZE)();
        if (E.isLeft(result)) return result;
        problems.push(...result.right.problems);
        if (result.right.problems.length === 0 || problems.length >= result.right.total) break;
      }
      return E.right(problems);
    };

    const home: PublishedPage = { kind: 'home' };
    const [groups, help, types] = await Promise.all([
      read(bizUnits.findClassified(), [] as readonly BizUnitClassification[], { page: home, menu: 'units' }),
      read(releaseDocs.releaseDocList(PLATFORM_DOC_TYPE), [] as readonly ReleaseDocSummary[], { page: home, menu: 'help' }),
      read(faq.faqTypes(), [] as readonly FaqType[], { page: home, menu: 'questions' }),
    ]);
    const helpDocs = await readAll(help.map((doc) => doc.id), (docId) => releaseDocs.releasedDoc(docId)(), (docId) => ({ page: { kind: 'help', docId } }));
    const problems = await readAll(typeCodes(types), problemsOf, (typeCode) => ({ page: { kind: 'questionType', typeCode }, menu: 'problems' }));
    // A problem listed by several types is read once, and published under the first type that lists it.
    const homes = new Map<string, string>();
    for (const [typeCode, listed] of problems) for (const problem of listed) if (!homes.has(problem.code)) homes.set(problem.code, typeCode);
    const details = await readAll([...homes.keys()], (code) => faq.problem(code)(), (code) => ({ page: { kind: 'question', typeCode: homes.get(code) ?? '', code } }));

    const units: PublishedUnit[] = [];
    for (const { unit, classification } of publicUnits(groups)) {
      const unitPage: PublishedPage = { kind: 'unit', unitId: unit.id };
      const [guideTree, apiMenu, messageMenu] = await Promise.all([
        read(docs.guideTree(unit.id), [] as readonly GuideTreeNode[], { page: unitPage, menu: 'guide' }),
        read(docs.apiMenu(unit.id), [] as readonly ApiMenuGroup[], { page: unitPage, menu: 'api' }),
        read(docs.messageMenu(unit.id, { kind: 'released' }), [] as readonly MessageMenuGroup[], { page: unitPage, menu: 'message' }),
      ]);
      const guides = await readAll(guideIds(guideTree), (docId) => docs.guideDoc(docId, { kind: 'released' })(), (docId) => ({ page: { kind: 'guide', unitId: unit.id, docId } }));
      const apis = await readAll(
        apiMenu.flatMap((group) => group.apis.map((api) => api.id)),
        (apiId) => docs.apiDoc(apiId)(),
        (apiId) => ({ page: { kind: 'api', unitId: unit.id, apiId } }),
      );
      const messages = await readAll(
        messageMenu.flatMap((group) => group.messages.map((message) => message.id)),
        (messageId) => docs.messageDoc(unit.id, messageId)(),
        (messageId) => ({ page: { kind: 'message', unitId: unit.id, messageId } }),
      );
      units.push({ unit, classification, guideTree, guides, apiMenu, apis, messageMenu, messages });
    }
    return { units, help, helpDocs, faq: { types, problems, details, homes }, failures };
  };
