import { hreflangOf } from '../hreflang';
import { sitePathOf } from '../../domain/deployment/site-path';
import { LOCALES, type Locale, type Site } from '../../domain/deployment/deployment';
import { appAddressOf, HTML_LANG, markdownTwinPath, otherLocale, publishedPath, type PublishedPage } from '../../domain/publish/published-page';
import { escapeHtml as e, html, jsonForScript } from './escape';
import type { PublishedContext } from './published-context';
import { PUBLISHED_CSS } from './published-css';

export interface Crumb {
  readonly name: string;
  readonly page?: PublishedPage;
}

export interface ShellInput {
  readonly page: PublishedPage;
  readonly title: string;
  readonly description: string;
  /** Root to the page's parent (the page's own name ends the trail). */
  readonly crumbs: readonly Crumb[];
  /** The page's main content, already HTML. */
  readonly main: string;
  /** The unit's menu (plain links), after the content on a phone and beside it on a wide screen. */
  readonly aside?: string;
  /** The phone's link to the aside (default: the unit's other documents). */
  readonly asideLabel?: string;
  /** ISO date-time of the document's last change. */
  readonly modified?: string;
  /** Extra JSON-LD beside the breadcrumbs (a TechArticle). */
  readonly article?: Readonly<Record<string, unknown>>;
}

/** The absolute address of a page of this context's site and language (or another's). */
export const absoluteOf = (context: PublishedContext, page: PublishedPage, site: Site = context.site, locale: Locale = context.locale): string =>
  `${context.originOf(site)}${publishedPath(site, locale, page)}`;

/** A link to a page of the same site and language, relative to the host's root. */
export const hrefOf = (context: PublishedContext, page: PublishedPage, locale: Locale = context.locale): string => publishedPath(context.site, locale, page);

const alternates = (context: PublishedContext, page: PublishedPage): string =>
  context.sites
    .flatMap((site) => LOCALES.filter((locale) => context.published(site, locale, page)).map((locale) => ({ site, locale })))
    .map(({ site, locale }) => `<link rel="alternate" hreflang="${hreflangOf(site, locale)}" href="${e(absoluteOf(context, page, site, locale))}">`)
    .concat(context.published(context.site, 'zh-cn', page) ? [`<link rel="alternate" hreflang="x-default" href="${e(absoluteOf(context, page, context.site, 'zh-cn'))}">`] : [])
    .join('');

const breadcrumbTrail = (context: PublishedContext, crumbs: readonly Crumb[], title: string): string =>
  `<nav aria-label="${e(context.t('docs.breadcrumbs'))}" class="crumbs"><ol>${crumbs
    .map((crumb) => `<li>${crumb.page ? `<a href="${e(hrefOf(context, crumb.page))}">${e(crumb.name)}</a>` : e(crumb.name)}</li>`)
    .join('')}<li><span aria-current="page">${e(title)}</span></li></ol></nav>`;

const breadcrumbLd = (context: PublishedContext, input: ShellInput) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [...input.crumbs, { name: input.title, page: input.page }].map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    ...(crumb.page ? { item: absoluteOf(context, crumb.page) } : {}),
  })),
});

const siteLinks = (context: PublishedContext, page: PublishedPage): string => {
  const others = context.sites.filter((site) => site !== context.site && context.published(site, context.locale, page));
  if (others.length === 0) return '';
  const name = (site: Site) => (site === 'common' ? context.t('docCentre.published.siteCommon') : context.t(`site.${site}`));
  return `<p>${e(context.t('docCentre.published.otherSites'))}: ${others.map((site) => `<a href="${e(absoluteOf(context, page, site))}" hreflang="${hreflangOf(site, context.locale)}">${e(name(site))}</a>`).join(' · ')}</p>`;
};

/** A whole published page: head (title, description, canonical, alternates, JSON-LD, the Markdown twin), header, trail, content, footer. */
export const pageShell = (context: PublishedContext, input: ShellInput): string => {
  const { t, locale } = context;
  const path = publishedPath(context.site, locale, input.page);
  const other = otherLocale(locale);
  const ld = [breadcrumbLd(context, input), ...(input.article ? [{ '@context': 'https://schema.org', ...input.article }] : [])];
  const home: PublishedPage = { kind: 'home' };
  return html(
    '<!DOCTYPE html>',
    `<html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(input.title)} · ${e(t('common.app.title'))}</title>`,
    `<meta name="description" content="${e(input.description)}">`,
    `<link rel="canonical" href="${e(absoluteOf(context, input.page))}">`,
    alternates(context, input.page),
    `<link rel="alternate" type="text/markdown" href="${e(markdownTwinPath(path))}">`,
    `<style>${PUBLISHED_CSS}</style>`,
    `<script type="application/ld+json">${jsonForScript(ld)}</script>`,
    '</head><body>',
    `<a class="skip" href="#content">${e(t('common.app.skipToContent'))}</a>`,
    '<header class="top"><div class="bar">',
    `<a class="brand" href="${e(hrefOf(context, home))}">${e(t('common.app.title'))} · ${e(t('docCentre.published.docsHome'))}</a>`,
    '<div class="top-links">',
    context.published(context.site, other, input.page) ? `<a href="${e(hrefOf(context, input.page, other))}" hreflang="${HTML_LANG[other]}" lang="${HTML_LANG[other]}">${e(t('docCentre.published.switchLanguage'))}</a>` : '',
    `<a class="portal" href="${e(appAddressOf(context.site, locale, input.page, context.docs))}">${e(t('docCentre.published.openInPortal'))}</a>`,
    '</div></div></header>',
    `<div class="page${input.aside ? ' with-aside' : ''}">`,
    `<main id="content">${breadcrumbTrail(context, input.crumbs, input.title)}${input.aside ? `<a class="to-menu" href="#unit-menu">${e(input.asideLabel ?? t('docCentre.published.jumpToMenu'))}</a>` : ''}${input.main}</main>`,
    input.aside ? `<aside id="unit-menu">${input.aside}</aside>` : '',
    '</div>',
    '<footer class="foot">',
    `<p><a href="${e(markdownTwinPath(path))}" type="text/markdown">${e(t('docCentre.published.markdown'))}</a> · ${e(t('docCentre.published.forAgents'))}: <a href="${e(`${sitePathOf(context.site)}/llms.txt`)}">llms.txt</a></p>`,
    siteLinks(context, input.page),
    '</footer></body></html>',
  );
};
