import type { TFunction } from 'i18next';
import type { PublishedUnit, SiteDocuments } from '../application/publish/collect-site-documents.use-case';
import { localizedName } from '../domain/biz-unit/biz-unit';
import type { ApiDoc } from '../domain/doc/api-doc';
import type { MarkdownDoc } from '../domain/doc/guide-doc';
import type { MessageDoc } from '../domain/doc/message-doc';
import type { Locale, Site } from '../domain/deployment/deployment';
import { markdownTwinPath, publishedPath, type PublishedPage } from '../domain/publish/published-page';
import { apiDocToMarkdown, guideDocToMarkdown, messageDocToMarkdown } from '../infrastructure/export/doc-markdown-export';
import { escapeLine } from '../infrastructure/export/markdown-text';
import { apiDocLabels, guideDocLabels, messageDocLabels } from '../ui/docs/common/doc-labels';

/*
 * Each published page's Markdown twin (for AI agents and anyone who wants the text): the app's own "Download this
 * page" writer with the page's words, so the twin, the download and the page say the same. The home and unit pages,
 * which have no download, are lists of links to the twins of their documents.
 */

export interface TwinWriter {
  api(doc: ApiDoc): string;
  message(doc: MessageDoc): string;
  markdown(doc: MarkdownDoc): string;
  unit(unit: PublishedUnit): string;
  home(documents: SiteDocuments): string;
}

/** The parts of an lcp deployment's API page (the gateway's error fixes, its exception example and SDKs). */
const LCP_PARTS = { fixColumn: true, emptyExceptionExample: true, sdk: true } as const;

const link = (name: string, path: string): string => `[${escapeLine(name).replace(/[[\]]/g, '\\$&')}](${markdownTwinPath(path)})`;

export const twinWriter = (t: TFunction, site: Site, locale: Locale): TwinWriter => {
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
      ...(guides.length ? [`## ${t('docs.tabs.guide')}`, '', ...guides, ''] : []),
      ...(apis.length ? [`## ${t('docs.tabs.api')}`, '', ...apis, ''] : []),
      ...(messages.length ? [`## ${t('docs.tabs.message')}`, '', ...messages, ''] : []),
    ];
  };
  return {
    api: (doc) => apiDocToMarkdown(doc, apiDocLabels(t, t, LCP_PARTS)),
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
      ].join('\n'),
  };
};
