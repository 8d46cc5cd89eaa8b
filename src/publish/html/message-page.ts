import type { BizUnitSummary } from '../../domain/biz-unit/biz-unit';
import { localizedName } from '../../domain/biz-unit/biz-unit';
import type { MessageDoc } from '../../domain/doc/message-doc';
import { countParams } from '../../domain/doc/param-tree';
import { formatPlatformTime, platformTimeIso } from '../../domain/doc/platform-time';
import { codeBlock, section } from './blocks';
import { escapeHtml as e, html } from './escape';
import { pageShell } from './page-shell';
import { paramTable } from './param-table';
import type { PublishedContext } from './published-context';
import { unitCrumbs } from './unit-menu';

/** A push message's published page: its description, every property and its example, as the app's page. */
export const messagePage = (context: PublishedContext, unit: BizUnitSummary, menu: string, doc: MessageDoc): string => {
  const { t, rich } = context;
  const title = doc.chineseName ?? doc.name;
  const modified = doc.updateTime ? platformTimeIso(doc.updateTime) : undefined;
  const main = html(
    `<h1>${e(title)}</h1>`,
    `<p class="meta"><span><code>${e(doc.name)}</code></span>${doc.updateTime ? `<span>${e(t('docs.lastUpdated', { time: formatPlatformTime(doc.updateTime) }))}</span>` : ''}</p>`,
    doc.description ? `<div class="rich">${rich.sanitize(doc.description)}</div>` : '',
    section('properties', t('docs.message.properties'), `<p class="meta">${e(t('docs.params.count', { count: countParams(doc.properties) }))}</p>${paramTable(context, doc.properties, t('docs.message.properties'))}`),
    section('example', t('docs.message.example'), doc.example ? codeBlock(doc.example, t('docs.message.example')) : `<p>${e(t('docs.api.examples.none'))}</p>`),
  );
  const description = t('docCentre.published.pageDescription', { title: doc.chineseName ? `${doc.chineseName} (${doc.name})` : doc.name, unit: localizedName(unit, context.locale === 'en-us') });
  return pageShell(context, {
    page: { kind: 'message', unitId: unit.id, messageId: doc.id },
    title,
    description,
    crumbs: unitCrumbs(context, unit),
    main,
    aside: menu,
    ...(modified ? { modified } : {}),
    article: { '@type': 'TechArticle', headline: title, description, inLanguage: context.locale, ...(modified ? { dateModified: modified } : {}) },
  });
};
