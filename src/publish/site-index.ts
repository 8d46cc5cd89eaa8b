import type { TFunction } from 'i18next';
import { LOCALES, type Locale, type Site } from '../domain/deployment/deployment';
import type { PublishedPage } from '../domain/publish/published-page';
import type { PublishTarget } from './publish-targets';
import { fileKey, type ManifestEntry, type SnapshotFile } from './snapshot';
import { llmsPath, llmsTxt, robotsTxt, sitemapFiles } from './site-index-files';

export interface SiteIndexInput {
  /** False for the staff portal: its hosts' robots.txt (written by the caller) disallows all, so none is written here. */
  readonly crawlable: boolean;
  readonly targets: readonly PublishTarget[];
  readonly entries: readonly ManifestEntry[];
  readonly now: string;
  readonly words: (locale: Locale) => TFunction;
  /** A page's Markdown twin (for llms-full.txt). */
  readonly twinOf: (entry: ManifestEntry) => string | undefined;
}

const ORDER: Readonly<Record<PublishedPage['kind'], number>> = { home: 0, unit: 1, guide: 2, api: 3, message: 4, help: 5, questions: 6, questionType: 7, question: 8 };
const FAQ_KINDS: ReadonlySet<PublishedPage['kind']> = new Set(['questions', 'questionType', 'question']);
const unitOf = (page: PublishedPage): number | undefined => ('unitId' in page ? page.unitId : undefined);

/** The sitemaps, robots.txt and llms files of every site and host. */
export const siteIndexFiles = ({ crawlable, targets, entries, now, words, twinOf }: SiteIndexInput): SnapshotFile[] => {
  const originOf = (site: Site) => targets.find((target) => target.site === site)?.origin ?? '';
  const files: SnapshotFile[] = [];
  for (const target of targets) {
    for (const file of sitemapFiles({ site: target.site, origin: originOf, entries, now })) files.push({ key: fileKey(target.hostFolder, file.path), content: file.content });
    for (const locale of LOCALES) {
      const t = words(locale);
      const own = entries
        .filter((entry) => entry.site === target.site && entry.locale === locale)
        .sort((a, b) => (unitOf(a.page) ?? 0) - (unitOf(b.page) ?? 0) || ORDER[a.page.kind] - ORDER[b.page.kind] || a.path.localeCompare(b.path));
      const units = own.filter((entry) => entry.page.kind === 'unit');
      const sections = [
        ...units.map((unit) => ({ heading: unit.title, entries: own.filter((entry) => unitOf(entry.page) === unitOf(unit.page)) })),
        { heading: t('docCentre.published.helpDocs'), entries: own.filter((entry) => entry.page.kind === 'help') },
        { heading: t('support.faq.title'), entries: own.filter((entry) => FAQ_KINDS.has(entry.page.kind)) },
      ];
      const other = LOCALES.find((one) => one !== locale) ?? locale;
      const otherName = words(other)('docCentre.published.docsHome');
      files.push({
        key: fileKey(target.hostFolder, llmsPath(target.site, locale, 'llms.txt')),
        content: llmsTxt({ site: target.site, locale, origin: target.origin, title: t('common.app.title'), summary: t('docCentre.published.homeDescription'), sections, otherLanguage: { name: otherName, path: llmsPath(target.site, other, 'llms.txt') } }),
      });
      files.push({ key: fileKey(target.hostFolder, llmsPath(target.site, locale, 'llms-full.txt')), content: `${own.map(twinOf).filter(Boolean).join('\n\n---\n\n')}\n` });
    }
  }
  const hosts = new Map<string, PublishTarget[]>();
  for (const target of targets) hosts.set(target.hostFolder, [...(hosts.get(target.hostFolder) ?? []), target]);
  if (crawlable) for (const [hostFolder, onHost] of hosts) files.push({ key: fileKey(hostFolder, '/robots.txt'), content: robotsTxt(onHost[0]?.origin ?? '', onHost.map((target) => target.site)) });
  return files;
};
