import type { PublishedFaq, PublishedUnit, SiteDocuments } from '../application/publish/collect-site-documents.use-case';
import { formatPlatformTime } from '../domain/doc/platform-time';
import type { FaqType, ProblemDetail, ProblemSummary } from '../domain/faq/question-doc';
import { localizedName } from '../domain/biz-unit/biz-unit';
import type { ApiDoc } from '../domain/doc/api-doc';
import type { MarkdownDoc } from '../domain/doc/guide-doc';
import type { MessageDoc } from '../domain/doc/message-doc';
import type { PublishedContext } from './html/published-context';
import { markdownTwinPath, publishedPath, type PublishedPage } from '../domain/publish/published-page';
import { apiDocToMarkdown, guideDocToMarkdown, messageDocToMarkdown } from '../infrastructure/export/doc-markdown-export';
import { escapeLine } from '../infrastructure/export/markdown-text';
import { apiDocLabels, guideDocLabels, messageDocLabels } from '../ui/docs/common/doc-labels';

/*
 * Each published page's Markdown twin (for AI agents and anyone who wants the text): the app's own "Download this
 * page" writer with the page's words, so the twin, the download and the page say the same. The home and unit pages,
 * which have no download, are lists of links to the twins of their documents; so are the FAQ centre's index and type
 * pages. A FAQ problem, which the app does not download, is its title and its (sanitized) HTML.
 */

export interface TwinWriter {
  api(doc: ApiDoc): string;
  message(doc: MessageDoc): string;
  markdown(doc: MarkdownDoc): string;
  unit(unit: PublishedUnit): string;
  home(documents: SiteDocuments): string;
  questions(faq: PublishedFaq): string;
  questionType(faq: PublishedFaq, type: FaqType, problems: readonly ProblemSummary[]): string;
  /** `contentHtml` sanitized already: the FAQ's content is HTML, which Markdown carries as it is. */
  question(problem: ProblemDetail, contentHtml: string): string;
}

const link = (name: string, path: string): string => `[${escapeLine(name).replace(/[[\]]/g, '\\$&')}](${markdownTwinPath(path)})`;

export const twinWriter = ({ t, site, locale, term, parts }: Pick<PublishedContext, 't' | 'site' | 'locale' | 'term' | 'parts'>): TwinWriter => {
  const path = (page: PublishedPage) => publishedPath(site, locale, page);
  const english = locale === 'en-us';
  const unitLinks = (unit: PublishedUnit): string[] => {
    const unitId = unit.unit.id;
    const guides = [...unit.guides.entries()].map(([docId, doc]) => `- ${link(doc.title, path({ kind: 'guide', unitId, docId }))}`);
    const apis = unit.apiMenu.flatMap((group) =>
      group.apis.filter((api) => unit.apis.has(api.id)).map((api) => `- ${link(api.name, path({ kind: 'api', unitId, apiId: api.id }))}: \`${api.path}\` (${escapeLine(group.name)})`),
    );
    const messages = unit.messageMenu.flatMap((group) =>
      group.messages.filter((message) => unit.messages.has(message.id)).map((message) => `- ${link(message.chineseName ?? message.name, path({ kind: 'message', unitId, messageId: message.id }))}: \`${message.name}\``),
    );
    return [
      ...(guides.length ? [`## ${term('docs.tabs.guide')}`, '', ...guides, ''] : []),
      ...(apis.length ? [`## ${term('docs.tabs.api')}`, '', ...apis, ''] : []),
      ...(messages.length ? [`## ${term('docs.tabs.message')}`, '', ...messages, ''] : []),
    ];
  };
  const typeLinks = (faq: PublishedFaq, types: readonly FaqType[], depth: number): string[] =>
    types.flatMap((type) => [
      `${'  '.repeat(depth)}- ${faq.problems.has(type.code) ? link(type.name, path({ kind: 'questionType', typeCode: type.code })) : escapeLine(type.name)}`,
      ...typeLinks(faq, type.children, depth + 1),
    ]);
  return {
    questions: (faq) => [`# ${escapeLine(t('support.faq.title'))}`, '', escapeLine(t('support.faq.intro')), '', ...typeLinks(faq, faq.types, 0), ''].join('\n'),
    questionType: (faq, type, problems) =>
      [
        `# ${escapeLine(type.name)}`,
        '',
        ...(problems.length ? problems.map((problem) => `- ${faq.details.has(problem.code) ? link(problem.title, path({ kind: 'question', typeCode: faq.homes.get(problem.code) ?? type.code, code: problem.code })) : escapeLine(problem.title)}`) : [escapeLine(t('support.faq.empty'))]),
        '',
      ].join('\n'),
    question: (problem, contentHtml) =>
      [`# ${escapeLine(problem.title)}`, '', ...(problem.updatedAt === undefined ? [] : [escapeLine(t('support.faq.updated', { time: formatPlatformTime(String(problem.updatedAt)) })), '']), contentHtml, ''].join('\n'),
    api: (doc) => apiDocToMarkdown(doc, apiDocLabels(t, term, parts)),
    message: (doc) => messageDocToMarkdown(doc, messageDocLabels(t)),
    markdown: (doc) => guideDocToMarkdown(doc, guideDocLabels(t)),
    unit: (unit) => {
      const name = localizedName(unit.unit, english);
      return [`# ${escapeLine(t('docCentre.published.unitPage', { name }))}`, '', ...unitLinks(unit)].join('\n');
    },
    home: (documents) =>
      [
        `# ${escapeLine(t('docCentre.published.docsHome'))}`,
        '',
        escapeLine(t('docCentre.published.homeIntro')),
        '',
        `## ${t('docCentre.published.units')}`,
        '',
        ...documents.units.map((unit) => `- ${link(localizedName(unit.unit, english), path({ kind: 'unit', unitId: unit.unit.id }))}`),
        '',
        ...(documents.helpDocs.size ? [`## ${t('docCentre.published.helpDocs')}`, '', ...documents.help.filter((doc) => documents.helpDocs.has(doc.id)).map((doc) => `- ${link(doc.title, path({ kind: 'help', docId: doc.id }))}`), ''] : []),
        ...(documents.faq.types.length ? [`## ${t('support.faq.title')}`, '', `- ${link(t('support.faq.title'), path({ kind: 'questions' }))}`, ''] : []),
      ].join('\n'),
  };
};
