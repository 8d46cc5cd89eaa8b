import type { PublishedFaq } from '../../application/publish/collect-site-documents.use-case';
import { typePath, type FaqType, type ProblemDetail, type ProblemSummary } from '../../domain/faq/question-doc';
import { formatPlatformTime, platformTimeIso } from '../../domain/doc/platform-time';
import type { PublishedPage } from '../../domain/publish/published-page';
import { metaDescription } from './blocks';
import { escapeHtml as e, html } from './escape';
import { hrefOf, pageShell, type Crumb } from './page-shell';
import type { PublishedContext } from './published-context';

/*
 * The FAQ centre (question docs) as published pages: the type tree, one page per type listing all its problems, and
 * one page per problem (under the first type that lists it), each with the type tree beside it as the way to its
 * siblings.
 */

/** Every page of the FAQ centre that is published: the index (when there are types), each type read, each problem read. */
export const questionPages = (faq: PublishedFaq): PublishedPage[] => {
  if (faq.types.length === 0) return [];
  return [
    { kind: 'questions' },
    ...[...faq.problems.keys()].map((typeCode): PublishedPage => ({ kind: 'questionType', typeCode })),
    ...[...faq.details.keys()].flatMap((code): PublishedPage[] => {
      const typeCode = faq.homes.get(code);
      return typeCode === undefined ? [] : [{ kind: 'question', typeCode, code }];
    }),
  ];
};

const same = (a: PublishedPage, b: PublishedPage | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** The type tree as links (a type whose list could not be read is named, unlinked); `current` is marked. */
const typeTree = (context: PublishedContext, faq: PublishedFaq, current: PublishedPage | undefined): string => {
  const items = (types: readonly FaqType[]): string =>
    types
      .map((type) => {
        const page: PublishedPage = { kind: 'questionType', typeCode: type.code };
        const children = type.children.length ? `<ul>${items(type.children)}</ul>` : '';
        const name = context.published(context.site, context.locale, page) ? `<a href="${e(hrefOf(context, page))}"${same(page, current) ? ' aria-current="page"' : ''}>${e(type.name)}</a>` : e(type.name);
        const count = faq.problems.get(type.code)?.length;
        return `<li>${name}${count === undefined ? '' : ` <span class="count">(${e(context.t('support.faq.count', { count }))})</span>`}${children}</li>`;
      })
      .join('');
  return `<nav aria-label="${e(context.t('support.faq.typesLabel'))}"><p><a href="${e(hrefOf(context, { kind: 'questions' }))}"${same({ kind: 'questions' }, current) ? ' aria-current="page"' : ''}>${e(context.t('support.faq.title'))}</a></p><ul>${items(faq.types)}</ul></nav>`;
};

const faqCrumbs = (context: PublishedContext): Crumb[] => [
  { name: context.t('docCentre.published.docsHome'), page: { kind: 'home' } },
  { name: context.t('support.faq.title'), page: { kind: 'questions' } },
];

const typeCrumbs = (context: PublishedContext, faq: PublishedFaq, typeCode: string): Crumb[] =>
  typePath(faq.types, typeCode).map((type) => ({ name: type.name, page: { kind: 'questionType', typeCode: type.code } }));

/** The FAQ centre's index: what it is and its type tree. */
export const questionsIndexPage = (context: PublishedContext, faq: PublishedFaq): string => {
  const { t } = context;
  return pageShell(context, {
    page: { kind: 'questions' },
    title: t('support.faq.title'),
    description: t('support.faq.intro'),
    crumbs: faqCrumbs(context).slice(0, 1),
    main: html(`<h1>${e(t('support.faq.title'))}</h1>`, `<p>${e(t('support.faq.intro'))}</p>`, typeTree(context, faq, { kind: 'questions' })),
  });
};

/** One type's page: all its problems as links. */
export const questionTypePage = (context: PublishedContext, faq: PublishedFaq, type: FaqType, problems: readonly ProblemSummary[]): string => {
  const { t } = context;
  const page: PublishedPage = { kind: 'questionType', typeCode: type.code };
  const item = (problem: ProblemSummary) => {
    const target: PublishedPage = { kind: 'question', typeCode: faq.homes.get(problem.code) ?? type.code, code: problem.code };
    return context.published(context.site, context.locale, target) ? `<li><a href="${e(hrefOf(context, target))}">${e(problem.title)}</a></li>` : `<li>${e(problem.title)}</li>`;
  };
  return pageShell(context, {
    page,
    title: type.name,
    description: t('support.faq.listLabel', { type: type.name }),
    crumbs: [...faqCrumbs(context), ...typeCrumbs(context, faq, type.code).slice(0, -1)],
    main: html(
      `<h1>${e(type.name)}</h1>`,
      `<p class="meta">${e(t('support.faq.count', { count: problems.length }))}</p>`,
      problems.length ? `<ul>${problems.map(item).join('')}</ul>` : `<p>${e(t('support.faq.empty'))}</p>`,
    ),
    aside: typeTree(context, faq, page),
    asideLabel: t('support.faq.typesLabel'),
  });
};

/** The first words of a problem's content as plain text (its meta description). */
const plainSummary = (htmlText: string, fallback: string): string =>
  metaDescription(htmlText.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' '), fallback);

/** A problem's page: its title, when it changed, its content (`contentHtml`, sanitized by the caller), under its type. */
export const questionPage = (context: PublishedContext, faq: PublishedFaq, typeCode: string, problem: ProblemDetail, contentHtml: string): string => {
  const { t } = context;
  const page: PublishedPage = { kind: 'question', typeCode, code: problem.code };
  const updated = problem.updatedAt === undefined ? undefined : String(problem.updatedAt);
  const modified = updated ? platformTimeIso(updated) : undefined;
  // The description is the content's text, which may hold markup: it is escaped into the attribute by the shell.
  const description = plainSummary(problem.contentHtml, problem.title);
  return pageShell(context, {
    page,
    title: problem.title,
    description,
    crumbs: [...faqCrumbs(context), ...typeCrumbs(context, faq, typeCode)],
    main: html(
      `<h1>${e(problem.title)}</h1>`,
      updated ? `<p class="meta">${e(t('support.faq.updated', { time: formatPlatformTime(updated) }))}</p>` : '',
      `<div class="rich">${contentHtml}</div>`,
    ),
    aside: typeTree(context, faq, { kind: 'questionType', typeCode }),
    asideLabel: t('support.faq.typesLabel'),
    ...(modified ? { modified } : {}),
    article: { '@type': 'TechArticle', headline: problem.title, description, inLanguage: context.locale, ...(modified ? { dateModified: modified } : {}) },
  });
};
