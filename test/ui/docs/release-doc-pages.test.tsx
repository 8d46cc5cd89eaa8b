import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { DocCentrePage } from '../../../src/ui/docs/release-doc/doc-centre.page';
import { ProductDocPage } from '../../../src/ui/docs/release-doc/product-doc.page';
import { ReleaseDocPage } from '../../../src/ui/docs/release-doc/release-doc.page';
import { SoftwareSystemDocPage } from '../../../src/ui/docs/release-doc/software-system-doc.page';
import { DocumentLayout } from '../../../src/ui/layouts/document.layout';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { sampleGuideDoc } from '../../fakes/sample-docs';
import { renderApp } from '../support/render-app';
import { XSS_PAYLOADS } from '../support/xss-payloads';

const DEV_SUPPORT_ROUTES = ['/devSupport', '/devSupport/$docId'];
const RELEASED = { kind: 'released' };

describe('development support (/devSupport)', () => {
  it('opens the first released doc of type 1: menu, markdown, last updated, breadcrumbs, contents and the like widget', async () => {
    const { location, useCases } = await renderApp(<ReleaseDocPage base="/devSupport" />, { routes: DEV_SUPPORT_ROUTES, path: '/devSupport' });
    await waitFor(() => expect(location().pathname).toBe('/devSupport/801'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('接入流程');
    expect(useCases.calls.releaseDocList).toEqual([[1]]);
    expect(useCases.calls.guideDoc.at(-1)).toEqual([801, RELEASED]);
    const menu = screen.getByRole('navigation', { name: 'Released documents', hidden: true });
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['开发者入门', '签名规则']);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.getAttribute('href')).toBe('/devSupport/803');
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).textContent).toBe('Development support / 接入流程');
    expect(screen.getByRole('navigation', { name: 'On this page', hidden: true }).textContent).toBe('On this page创建应用调用接口');
    expect(screen.getByText(/Last updated 2026-09-01/)).toBeTruthy();
    expect(screen.getByRole('group', { name: /helpful/i })).toBeTruthy();
  });

  it('a document by id marks its menu entry (Chinese)', async () => {
    const { useCases } = await renderApp(<ReleaseDocPage base="/devSupport" />, { locale: 'zh-cn', routes: DEV_SUPPORT_ROUTES, path: '/devSupport/803' });
    await screen.findByRole('heading', { level: 1 });
    expect(useCases.calls.guideDoc).toEqual([[803, RELEASED]]);
    const menu = screen.getByRole('navigation', { name: '已发布的文档', hidden: true });
    expect(within(menu).getByRole('link', { name: '签名规则', hidden: true }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('navigation', { name: '面包屑导航' }).textContent).toContain('开发支持 / ');
  });

  it('a failed document is said in place; retry asks again and shows it', async () => {
    let fail = true;
    const useCases = fakeUseCases({ guideDoc: () => (fail ? TE.left({ kind: 'Network' }) : TE.right(sampleGuideDoc)) });
    const { user } = await renderApp(<ReleaseDocPage base="/devSupport" />, { useCases, routes: DEV_SUPPORT_ROUTES, path: '/devSupport/801' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/network/i));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('接入流程');
    expect(useCases.calls.guideDoc).toHaveLength(2);
  });

  it('a failed list on /devSupport is said in place with a retry; an empty list says so', async () => {
    const failing = fakeUseCases({ releaseDocList: () => TE.left({ kind: 'Network' }) });
    const first = await renderApp(<ReleaseDocPage base="/devSupport" />, { useCases: failing, routes: DEV_SUPPORT_ROUTES, path: '/devSupport' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/network/i));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(failing.calls.guideDoc).toHaveLength(0);
    first.unmount();
    await renderApp(<ReleaseDocPage base="/devSupport" />, { useCases: fakeUseCases({ releaseDocList: () => TE.right([]) }), routes: DEV_SUPPORT_ROUTES, path: '/devSupport' });
    expect(await screen.findByText('No documents have been released yet.')).toBeTruthy();
  });

  it('sanitizes markdown: raw HTML cannot run', async () => {
    const useCases = fakeUseCases({ guideDoc: () => TE.right({ ...sampleGuideDoc, markdown: `# T\n\n${XSS_PAYLOADS.join('\n\n')}` }) });
    await renderApp(<ReleaseDocPage base="/devSupport" />, { useCases, routes: DEV_SUPPORT_ROUTES, path: '/devSupport/801' });
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelectorAll('script, iframe, object, embed, form').length).toBe(0);
    for (const element of document.body.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)).toBe(false);
    }
  });
});

describe('getting started (/newHand, internal /apiNewHand)', () => {
  it('keeps its own address in the menu and names its section', async () => {
    await renderApp(<ReleaseDocPage base="/newHand" />, { routes: ['/newHand/$docId'], path: '/newHand/801' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('navigation', { name: 'Released documents', hidden: true })).getAllByRole('link', { hidden: true })[1]?.getAttribute('href')).toBe('/newHand/803');
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).textContent).toBe('Getting started / 接入流程');
  });

  it('the API getting-started page (Chinese)', async () => {
    await renderApp(<ReleaseDocPage base="/apiNewHand" />, { locale: 'zh-cn', routes: ['/apiNewHand/$docId'], path: '/apiNewHand/803' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('navigation', { name: '已发布的文档', hidden: true })).getAllByRole('link', { hidden: true })[0]?.getAttribute('href')).toBe('/apiNewHand/801');
    expect(screen.getByRole('navigation', { name: '面包屑导航' }).textContent).toBe('API 新手指南 / 接入流程');
  });
});

describe('document centre (/helpDocument, internal /document)', () => {
  it('lists the released docs, each opening at /devSupport/{id}', async () => {
    await renderApp(<DocCentrePage titleKey="docpages.helpDocument" />, { path: '/helpDocument' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Document centre');
    const links = within(await screen.findByRole('navigation', { name: 'Released documents', hidden: true })).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['开发者入门', '/devSupport/801'],
      ['签名规则', '/devSupport/803'],
    ]);
  });

  it('a failed list is said in place; retry loads it', async () => {
    let fail = true;
    const useCases = fakeUseCases({ releaseDocList: () => (fail ? TE.left({ kind: 'Timeout' }) : TE.right([{ id: 5, title: 'Doc' }])) });
    const { user } = await renderApp(<DocCentrePage titleKey="docpages.document" />, { useCases, locale: 'zh-cn', path: '/document' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('文档');
    await screen.findByRole('alert');
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByRole('link', { name: 'Doc' })).getAttribute('href')).toBe('/devSupport/5');
  });
});

describe('software system documents (/docSoftwareSystem/$id/$docId)', () => {
  it('shows the group tree of id and the page docId', async () => {
    const { useCases } = await renderApp(<SoftwareSystemDocPage />, { routes: ['/docSoftwareSystem/$id/$docId'], path: '/docSoftwareSystem/101/802' });
    await screen.findByRole('heading', { level: 1 });
    expect(useCases.calls.guideTree).toEqual([[101]]);
    expect(useCases.calls.guideDoc).toEqual([[802, RELEASED]]);
    const menu = await screen.findByRole('navigation', { name: 'Documents of this system', hidden: true });
    expect(within(menu).getByRole('link', { name: '签名说明', hidden: true }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: '常见问题', hidden: true }).getAttribute('href')).toBe('/docSoftwareSystem/101/803');
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).textContent).toBe('Software system documents / 接入流程 / 接入流程');
  });

  it('a failed tree is said in the menu column while the page still shows', async () => {
    const useCases = fakeUseCases({ guideTree: () => TE.left({ kind: 'Network' }) });
    await renderApp(<SoftwareSystemDocPage />, { useCases, routes: ['/docSoftwareSystem/$id/$docId'], path: '/docSoftwareSystem/101/802' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('alert', { hidden: true }).textContent).toMatch(/network/i);
  });
});

const PRODUCT_ROUTES = ['/apidoc/$productCode', '/apidoc/$productCode/$docId', '/develop-guide/$productCode', '/develop-guide/$productCode/$docId'];

describe('document layout: a product tab', () => {
  it('opens the first page of the tab tree with the tab in the breadcrumbs', async () => {
    const { location, useCases } = await renderApp(<ProductDocPage tab="apidoc" />, { routes: PRODUCT_ROUTES, path: '/apidoc/lcp-wms' });
    await waitFor(() => expect(location().pathname).toBe('/apidoc/lcp-wms/801'));
    await screen.findByRole('heading', { level: 1 });
    expect(useCases.calls.productDocTree).toEqual([['lcp-wms', 'apidoc']]);
    const menu = screen.getByRole('navigation', { name: 'API docs contents', hidden: true });
    expect(within(menu).getByRole('link', { name: '快速上手', hidden: true }).getAttribute('href')).toBe('/apidoc/lcp-wms/802');
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).textContent).toBe('API docs / 接入流程');
  });

  it('an empty tab says so; a failed tree is said in place with a retry', async () => {
    const empty = await renderApp(<ProductDocPage tab="develop-guide" />, {
      useCases: fakeUseCases({ productDocTree: () => TE.right([]) }),
      locale: 'zh-cn',
      routes: PRODUCT_ROUTES,
      path: '/develop-guide/lcp-wms',
    });
    expect(await screen.findByText('该产品暂无开发指南。')).toBeTruthy();
    empty.unmount();
    await renderApp(<ProductDocPage tab="develop-guide" />, {
      useCases: fakeUseCases({ productDocTree: () => TE.left({ kind: 'Network' }) }),
      routes: PRODUCT_ROUTES,
      path: '/develop-guide/lcp-wms/801',
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/network/i));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('the layout names the product in the reader language above the four tabs', async () => {
    const { useCases } = await renderApp(<DocumentLayout />, { routes: PRODUCT_ROUTES, path: '/apidoc/lcp-wms/801' });
    expect(await screen.findByText('Cloud WMS')).toBeTruthy();
    expect(useCases.calls.miniProduct).toEqual([['lcp-wms']]);
    const tabs = screen.getByRole('navigation', { name: 'Document sections' });
    expect(within(tabs).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual([
      '/develop-guide/lcp-wms',
      '/manaul/lcp-wms',
      '/apidoc/lcp-wms',
      '/extensiondoc/lcp-wms',
    ]);
  });

  it('the product name in Chinese, and a failed name said in place', async () => {
    const zh = await renderApp(<DocumentLayout />, { locale: 'zh-cn', routes: PRODUCT_ROUTES, path: '/apidoc/lcp-wms' });
    expect(await screen.findByText('云仓 WMS')).toBeTruthy();
    zh.unmount();
    await renderApp(<DocumentLayout />, { useCases: fakeUseCases({ miniProduct: () => TE.left({ kind: 'Network' }) }), routes: PRODUCT_ROUTES, path: '/apidoc/lcp-wms' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/network/i));
  });
});
