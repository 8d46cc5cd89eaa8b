import type { MarkdownDoc } from '../../domain/doc/guide-doc';
import { leadingTitle } from '../../domain/doc/leading-title';
import { formatPlatformTime, platformTimeIso } from '../../domain/doc/platform-time';
import type { PublishedPage } from '../../domain/publish/published-page';
import { metaDescription } from './blocks';
import { escapeHtml as e, html } from './escape';
import { pageShell, type Crumb } from './page-shell';
import type { PublishedContext } from './published-context';

/** The first words of a Markdown source as plain text: a page's meta description. */
const summaryOf = (source: string, fallback: string): string =>
  metaDescription(
    source
      .replace(/```[\s\S]*?(```|$)/g, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^[#>\-*+\s|]+/gm, '')
      .replace(/[`*_|]/g, ''),
    fallback,
  );

/** A Markdown document (an access-guide page, a platform document) rendered and sanitized, under its title. */
export const markdownPage = (context: PublishedContext, page: PublishedPage, doc: MarkdownDoc, crumbs: readonly Crumb[], menu?: string): string => {
  const { t, rich } = context;
  // A source that opens with its own level-one heading is titled by it, as the app's page is (leadingTitle).
  const { title, body } = leadingTitle(rich.markdown(doc.markdown));
  const modified = doc.updateTime ? platformTimeIso(doc.updateTime) : undefined;
  const main = html(
    `<h1>${e(title ?? doc.title)}</h1>`,
    doc.updateTime ? `<p class="meta">${e(t('docs.lastUpdated', { time: formatPlatformTime(doc.updateTime) }))}</p>` : '',
    `<div class="rich">${body}</div>`,
  );
  const description = summaryOf(doc.markdown, doc.title);
  return pageShell(context, {
    page,
    title: doc.title,
    description,
    crumbs,
    main,
    ...(menu ? { aside: menu } : {}),
    ...(modified ? { modified } : {}),
    article: { '@type': 'TechArticle', headline: doc.title, description, inLanguage: context.locale, ...(modified ? { dateModified: modified } : {}) },
  });
};
