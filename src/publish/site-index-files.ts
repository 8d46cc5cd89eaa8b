import { hreflangOf } from './hreflang';
import { defaultLocaleOf, sitePathOf } from '../domain/deployment/site-path';
import { LOCALES, type Locale, type Site } from '../domain/deployment/deployment';
import { markdownTwinPath } from '../domain/publish/published-page';
import type { PublishedEntry } from './render-site';

/*
 * What search engines and AI agents read first: each site's sitemap (an index and parts of at most 50,000 addresses,
 * with lastmod and hreflang alternates), each host's robots.txt naming the sitemaps it serves, and each site's llms.txt
 * (llmstxt.org: a title, a summary and a section of links to the Markdown twins) with llms-full.txt beside it.
 */

export const SITEMAP_PART_SIZE = 50_000;

const xml = (text: string): string => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

const keyOf = (entry: Pick<PublishedEntry, 'page'>): string => JSON.stringify(entry.page);

export interface SitemapInput {
  readonly site: Site;
  readonly origin: (site: Site) => string;
  /** Every page of every site (alternates may cross sites). */
  readonly entries: readonly PublishedEntry[];
  /** The newest time anything was published, for a page with no time of its own and the index. */
  readonly now: string;
}

/** The site's sitemap files, from the host's root: `/sitemap.xml` (the index) and `/sitemaps/docs-N.xml`. */
export const sitemapFiles = ({ site, origin, entries, now }: SitemapInput): { path: string; content: string }[] => {
  const prefix = sitePathOf(site);
  const byPage = new Map<string, PublishedEntry[]>();
  for (const entry of entries) byPage.set(keyOf(entry), [...(byPage.get(keyOf(entry)) ?? []), entry]);
  const own = entries.filter((entry) => entry.site === site).sort((a, b) => a.path.localeCompare(b.path));
  const url = (entry: PublishedEntry) => {
    const alternates = (byPage.get(keyOf(entry)) ?? []).map((other) => `<xhtml:link rel="alternate" hreflang="${hreflangOf(other.site, other.locale)}" href="${xml(origin(other.site) + other.path)}"/>`);
    return `<url><loc>${xml(origin(site) + entry.path)}</loc><lastmod>${entry.lastmod ?? now}</lastmod>${alternates.join('')}</url>`;
  };
  const parts: { path: string; content: string }[] = [];
  for (let start = 0; start < own.length || start === 0; start += SITEMAP_PART_SIZE) {
    const slice = own.slice(start, start + SITEMAP_PART_SIZE);
    parts.push({
      path: `${prefix}/sitemaps/docs-${String(parts.length + 1)}.xml`,
      content: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${slice.map(url).join('\n')}\n</urlset>\n`,
    });
    if (own.length === 0) break;
  }
  const lastOf = (path: string) => {
    const index = parts.findIndex((part) => part.path === path);
    return own.slice(index * SITEMAP_PART_SIZE, (index + 1) * SITEMAP_PART_SIZE).map((entry) => entry.lastmod ?? now).sort().at(-1) ?? now;
  };
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts
    .map((part) => `<sitemap><loc>${xml(origin(site) + part.path)}</loc><lastmod>${lastOf(part.path)}</lastmod></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
  return [{ path: `${prefix}/sitemap.xml`, content: index }, ...parts];
};

/** A host's robots.txt: everything may be crawled but the app's own pages behind login, and its sitemaps are named. */
export const robotsTxt = (origin: string, sites: readonly Site[]): string =>
  ['User-agent: *', 'Allow: /', ...sites.map((site) => `Sitemap: ${origin}${sitePathOf(site)}/sitemap.xml`), ''].join('\n');

/** The staff portal's robots.txt: nothing is to be crawled there. */
export const STAFF_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';


export interface LlmsInput {
  readonly site: Site;
  readonly locale: Locale;
  readonly origin: string;
  readonly title: string;
  readonly summary: string;
  /** Sections in order: a heading and its pages. */
  readonly sections: readonly { readonly heading: string; readonly entries: readonly (PublishedEntry & { readonly note?: string })[] }[];
  /** The other language's llms.txt, named in the Optional section. */
  readonly otherLanguage: { readonly name: string; readonly path: string };
}

const mdLinkText = (text: string): string => text.replace(/[\\[\]]/g, '\\$&').replace(/\s*\n\s*/g, ' ');

/** llms.txt in the llmstxt.org format: `# title`, `> summary`, then `## sections` of `- [name](url): note`. */
export const llmsTxt = (input: LlmsInput): string =>
  [
    `# ${mdLinkText(input.title)}`,
    '',
    `> ${mdLinkText(input.summary)}`,
    '',
    ...input.sections
      .filter((section) => section.entries.length > 0)
      .flatMap((section) => [
        `## ${mdLinkText(section.heading)}`,
        '',
        ...section.entries.map((entry) => `- [${mdLinkText(entry.title)}](${input.origin}${markdownTwinPath(entry.path)})${entry.note ? `: ${mdLinkText(entry.note)}` : ''}`),
        '',
      ]),
    '## Optional',
    '',
    `- [${mdLinkText(input.otherLanguage.name)}](${input.origin}${input.otherLanguage.path})`,
    '',
  ].join('\n');

/** Where a site's llms.txt in one language lives: the site's root for its default language, else under docs/<locale>/. */
export const llmsPath = (site: Site, locale: Locale, file: 'llms.txt' | 'llms-full.txt'): string =>
  defaultLocaleOf(site) === locale ? `${sitePathOf(site)}/${file}` : `${sitePathOf(site)}/docs/${locale}/${file}`;

export const otherLocales = (locale: Locale): Locale[] => LOCALES.filter((other) => other !== locale);
