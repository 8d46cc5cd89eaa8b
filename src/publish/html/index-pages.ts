import type { PublishedUnit, SiteDocuments } from '../../application/publish/collect-site-documents.use-case';
import { localizedName } from '../../domain/biz-unit/biz-unit';
import { escapeHtml as e, html } from './escape';
import { hrefOf, pageShell } from './page-shell';
import type { PublishedContext } from './published-context';
import { unitMenu } from './unit-menu';

const countGuides = (unit: PublishedUnit): number => unit.guides.size;

/** A business unit's page: what it is, and every one of its documents as links. */
export const unitPage = (context: PublishedContext, unit: PublishedUnit): string => {
  const { t, rich } = context;
  const name = localizedName(unit.unit, context.locale === 'en-us');
  const main = html(
    `<h1>${e(name)}</h1>`,
    `<p class="meta">${e(t('docCentre.published.unitCounts', { guides: countGuides(unit), apis: unit.apis.size, messages: unit.messages.size }))}</p>`,
    unit.unit.remark ? `<div class="rich">${rich.sanitize(unit.unit.remark)}</div>` : '',
    unit.guides.size + unit.apis.size + unit.messages.size === 0 ? `<p>${e(t('docCentre.published.noDocuments'))}</p>` : unitMenu(context, unit),
  );
  return pageShell(context, {
    page: { kind: 'unit', unitId: unit.unit.id },
    title: t('docCentre.published.unitPage', { name }),
    description: t('docCentre.published.unitDescription', { name }),
    crumbs: [{ name: t('docCentre.published.docsHome'), page: { kind: 'home' } }],
    main,
  });
};

/** The documentation's home: every public unit by classification, and the platform's documents. */
export const homePage = (context: PublishedContext, documents: SiteDocuments): string => {
  const { t } = context;
  const english = context.locale === 'en-us';
  const classifications = new Map<string, { name: string; units: PublishedUnit[] }>();
  for (const unit of documents.units) {
    const { classifyCode } = unit.classification;
    const group = classifications.get(classifyCode) ?? { name: localizedName({ name: unit.classification.classifyName, nameEn: unit.classification.classifyNameEn }, english), units: [] };
    group.units.push(unit);
    classifications.set(classifyCode, group);
  }
  const unitCard = (unit: PublishedUnit) =>
    `<li><a href="${e(hrefOf(context, { kind: 'unit', unitId: unit.unit.id }))}">${e(localizedName(unit.unit, english))}</a><p>${e(t('docCentre.published.unitCounts', { guides: countGuides(unit), apis: unit.apis.size, messages: unit.messages.size }))}</p></li>`;
  const help = documents.help.filter((doc) => documents.helpDocs.has(doc.id));
  const main = html(
    `<h1>${e(t('docCentre.published.docsHome'))}</h1>`,
    `<p>${e(t('docCentre.published.homeIntro'))}</p>`,
    `<section aria-labelledby="units-title"><h2 id="units-title">${e(t('docCentre.published.units'))}</h2>`,
    documents.units.length === 0 ? `<p>${e(t('docCentre.published.noDocuments'))}</p>` : '',
    ...[...classifications.values()].map((group) => `<h3>${e(group.name)}</h3><ul class="units">${group.units.map(unitCard).join('')}</ul>`),
    '</section>',
    help.length
      ? `<section aria-labelledby="help-title"><h2 id="help-title">${e(t('docCentre.published.helpDocs'))}</h2><ul>${help.map((doc) => `<li><a href="${e(hrefOf(context, { kind: 'help', docId: doc.id }))}">${e(doc.title)}</a></li>`).join('')}</ul></section>`
      : '',
    documents.faq.types.length
      ? `<section aria-labelledby="faq-title"><h2 id="faq-title">${e(t('support.faq.title'))}</h2><p>${e(t('support.faq.intro'))}</p><p><a href="${e(hrefOf(context, { kind: 'questions' }))}">${e(t('support.faq.title'))}</a></p></section>`
      : '',
  );
  return pageShell(context, { page: { kind: 'home' }, title: t('docCentre.published.docsHome'), description: t('docCentre.published.homeDescription'), crumbs: [], main });
};
