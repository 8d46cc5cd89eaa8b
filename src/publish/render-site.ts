import type { SiteDocuments } from '../application/publish/collect-site-documents.use-case';
import { localizedName } from '../domain/biz-unit/biz-unit';
import { platformTimeIso } from '../domain/doc/platform-time';
import { markdownTwinPath, publishedPath, type PublishedPage } from '../domain/publish/published-page';
import type { Locale, Site } from '../domain/deployment/deployment';
import { apiPage } from './html/api-page';
import { homePage, unitPage } from './html/index-pages';
import { markdownPage } from './html/markdown-page';
import { messagePage } from './html/message-page';
import { questionPage, questionsIndexPage, questionTypePage } from './html/question-pages';
import { typePath } from '../domain/faq/question-doc';
import type { PublishedContext } from './html/published-context';
import { unitCrumbs, unitMenu } from './html/unit-menu';
import type { TwinWriter } from './markdown-twins';
import { indexedApi, type IndexedApi } from './docs-index';
import { sayCutFields } from './cut-trees';

/** One published page: where it is, what it is called, and when its document last changed. */
export interface PublishedEntry {
  readonly site: Site;
  readonly locale: Locale;
  readonly page: PublishedPage;
  /** From the host's root, ending in '/'. */
  readonly path: string;
  readonly title: string;
  /** ISO date-time. */
  readonly lastmod?: string;
}

/** A rendered page: its HTML and its Markdown twin, and what the docs index keeps of it (docs-index.ts). */
export interface RenderedPage {
  readonly entry: PublishedEntry;
  readonly html: string;
  readonly markdown: string;
  readonly unit?: string;
  readonly api?: IndexedApi;
}

/** The files of a rendered page, from the host's root. */
export const filesOf = (page: RenderedPage): readonly { readonly path: string; readonly content: string }[] => [
  { path: `${page.entry.path}index.html`, content: page.html },
  { path: markdownTwinPath(page.entry.path), content: page.markdown },
];

const latest = (times: readonly (string | undefined)[]): string | undefined =>
  times.filter((time): time is string => time !== undefined).sort().at(-1);

/**
 * Every page of one site in one language, from what was read, one at a time: the caller writes each and lets it go
 * (a large document's pages need not all be held at once).
 */
export function* renderSite(context: PublishedContext, documents: SiteDocuments, twins: TwinWriter): Generator<RenderedPage, void, undefined> {
  const { site, locale, t } = context;
  const pageTimes: (string | undefined)[] = [];
  const add = (page: PublishedPage, title: string, lastmod: string | undefined, html: string, markdown: string, about: Pick<RenderedPage, 'unit' | 'api'> = {}): RenderedPage => {
    pageTimes.push(lastmod);
    return { entry: { site, locale, page, path: publishedPath(site, locale, page), title, ...(lastmod ? { lastmod } : {}) }, html, markdown, ...about };
  };
  const iso = (time: string | undefined) => (time ? platformTimeIso(time) : undefined);
  const moreFields = (count: number) => t('docCentre.published.moreFields', { count });

  for (const unit of documents.units) {
    const unitId = unit.unit.id;
    const crumbs = unitCrumbs(context, unit.unit);
    const name = localizedName(unit.unit, locale === 'en-us');
    const times: (string | undefined)[] = [];
    for (const [docId, doc] of unit.guides) {
      const page: PublishedPage = { kind: 'guide', unitId, docId };
      times.push(iso(doc.updateTime));
      yield add(page, doc.title, iso(doc.updateTime), markdownPage(context, page, doc, crumbs, unitMenu(context, unit, page)), twins.markdown(doc), { unit: name });
    }
    for (const read of unit.apis.values()) {
      const doc = sayCutFields(read, moreFields);
      const page: PublishedPage = { kind: 'api', unitId, apiId: doc.id };
      times.push(iso(doc.updateTime));
      yield add(page, doc.name, iso(doc.updateTime), apiPage(context, unit.unit, unitMenu(context, unit, page), doc), twins.api(doc), { unit: name, api: indexedApi(doc) });
    }
    for (const read of unit.messages.values()) {
      const doc = sayCutFields(read, moreFields);
      const page: PublishedPage = { kind: 'message', unitId, messageId: doc.id };
      times.push(iso(doc.updateTime));
      yield add(page, doc.chineseName ?? doc.name, iso(doc.updateTime), messagePage(context, unit.unit, unitMenu(context, unit, page), doc), twins.message(doc), { unit: name });
    }
    yield add({ kind: 'unit', unitId }, t('docCentre.published.unitPage', { name }), latest(times), unitPage(context, unit), twins.unit(unit), { unit: name });
  }
  const helpCrumbs = [{ name: t('docCentre.published.docsHome'), page: { kind: 'home' } as const }];
  for (const [docId, doc] of documents.helpDocs) {
    yield add({ kind: 'help', docId }, doc.title, iso(doc.updateTime), markdownPage(context, { kind: 'help', docId }, doc, helpCrumbs), twins.markdown(doc));
  }
  const { faq } = documents;
  if (faq.types.length) {
    const problemTimes = new Map<string, string | undefined>();
    for (const [code, problem] of faq.details) {
      const typeCode = faq.homes.get(code);
      if (typeCode === undefined) continue;
      const lastmod = problem.updatedAt === undefined ? undefined : platformTimeIso(String(problem.updatedAt));
      problemTimes.set(code, lastmod);
      // Sanitized once, for the page and its twin.
      const content = context.rich.sanitize(problem.contentHtml);
      yield add({ kind: 'question', typeCode, code }, problem.title, lastmod, questionPage(context, faq, typeCode, problem, content), twins.question(problem, content));
    }
    for (const [typeCode, problems] of faq.problems) {
      const type = typePath(faq.types, typeCode).at(-1);
      if (!type) continue;
      const lastmod = latest(problems.map((problem) => problemTimes.get(problem.code)));
      yield add({ kind: 'questionType', typeCode }, type.name, lastmod, questionTypePage(context, faq, type, problems), twins.questionType(faq, type, problems));
    }
    yield add({ kind: 'questions' }, t('support.faq.title'), latest([...problemTimes.values()]), questionsIndexPage(context, faq), twins.questions(faq));
  }
  yield add({ kind: 'home' }, t('docCentre.published.docsHome'), latest(pageTimes), homePage(context, documents), twins.home(documents));
}
