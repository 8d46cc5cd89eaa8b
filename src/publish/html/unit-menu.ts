import type { PublishedUnit } from '../../application/publish/collect-site-documents.use-case';
import { localizedName, type BizUnitSummary } from '../../domain/biz-unit/biz-unit';
import type { GuideTreeNode } from '../../domain/doc/guide-doc';
import type { PublishedPage } from '../../domain/publish/published-page';
import { escapeHtml as e } from './escape';
import { hrefOf, type Crumb } from './page-shell';
import type { PublishedContext } from './published-context';

/** The trail to a unit's page: the documentation's home, then the unit. */
export const unitCrumbs = (context: PublishedContext, unit: BizUnitSummary): Crumb[] => [
  { name: context.t('docCentre.published.docsHome'), page: { kind: 'home' } },
  { name: localizedName(unit, context.locale === 'en-us'), page: { kind: 'unit', unitId: unit.id } },
];

const sameAs = (a: PublishedPage, b: PublishedPage | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);

const item = (context: PublishedContext, page: PublishedPage, name: string, current: PublishedPage | undefined): string =>
  `<li><a href="${e(hrefOf(context, page))}"${sameAs(page, current) ? ' aria-current="page"' : ''}>${e(name)}</a></li>`;

/**
 * Every document of a unit as plain links (its access guide as a tree, its APIs and messages by category): the
 * unit's menu, the way to every sibling; `current` is marked. Only pages that are published are linked.
 */
export const unitMenu = (context: PublishedContext, unit: PublishedUnit, current?: PublishedPage): string => {
  const { term } = context;
  const unitId = unit.unit.id;
  const guideItems = (nodes: readonly GuideTreeNode[]): string =>
    nodes
      .map((node) => {
        const children = node.children.length ? `<ul>${guideItems(node.children)}</ul>` : '';
        const page: PublishedPage = { kind: 'guide', unitId, docId: node.id };
        return unit.guides.has(node.id) ? item(context, page, node.title, current).replace('</li>', `${children}</li>`) : `<li>${e(node.title)}${children}</li>`;
      })
      .join('');
  const part = (title: string, body: string) => (body ? `<h2>${e(title)}</h2>${body}` : '');
  const apis = unit.apiMenu
    .map((group) => {
      const items = group.apis.filter((api) => unit.apis.has(api.id)).map((api) => item(context, { kind: 'api', unitId, apiId: api.id }, api.name, current));
      return items.length ? `<h3>${e(group.name)}</h3><ul>${items.join('')}</ul>` : '';
    })
    .join('');
  const messages = unit.messageMenu
    .map((group) => {
      const items = group.messages
        .filter((message) => unit.messages.has(message.id))
        .map((message) => item(context, { kind: 'message', unitId, messageId: message.id }, message.chineseName ?? message.name, current));
      return items.length ? `<h3>${e(group.name)}</h3><ul>${items.join('')}</ul>` : '';
    })
    .join('');
  return [
    `<nav aria-label="${e(term('docs.tabs.label'))}">`,
    `<p><a href="${e(hrefOf(context, { kind: 'unit', unitId }))}"${sameAs({ kind: 'unit', unitId }, current) ? ' aria-current="page"' : ''}>${e(localizedName(unit.unit, context.locale === 'en-us'))}</a></p>`,
    part(term('docs.tabs.guide'), unit.guideTree.length ? `<ul>${guideItems(unit.guideTree)}</ul>` : ''),
    part(term('docs.tabs.api'), apis),
    part(term('docs.tabs.message'), messages),
    '</nav>',
  ].join('');
};
