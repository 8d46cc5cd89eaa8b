import { act, screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it, vi } from 'vitest';
import type { SearchHit, SearchQuery, SearchResultPage } from '../../../src/domain/search/search';
import { SearchResultPage as SearchPage } from '../../../src/ui/pages/search/search.page';
import { TAKING_LONG_MS } from '../../../src/ui/widgets/use-taking-long';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';
import { XSS_PAYLOADS } from '../support/xss-payloads';

const apiHit: SearchHit = {
  key: 'api-7',
  scope: 'api',
  title: '创建订单',
  titleHighlight: '创建<em>订单</em>',
  snippet: '订单 plain',
  snippetHighlight: '<em>订单</em> snippet',
  source: '订单中心',
  target: { kind: 'apiDoc', unitId: '3', docId: '7' },
};
const faqHit: SearchHit = {
  key: 'q-1',
  scope: 'question',
  title: 'How long is test data kept?',
  snippet: '30 days',
  target: { kind: 'question', channelId: 'api-sign', questionId: 'P0001' },
};

const answering = (page: (query: SearchQuery) => SearchResultPage) => fakeUseCases({ searchDocs: (query) => TE.right(page(query)) });

describe('search results page', () => {
  it('shows counts, sanitized highlights, "from:" crumbs and links to each hit', async () => {
    const useCases = answering(() => ({ hits: [apiHit, faqHit], total: 2, page: 1, pageCount: 1 }));
    await renderApp(<SearchPage />, { useCases, path: '/searchResult?q=订单' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 results found'));
    const hits = screen.getAllByTestId('search-hit');
    expect(hits).toHaveLength(2);
    await waitFor(() => expect(hits[0]?.querySelector('em')?.textContent).toBe('订单'));
    const [first, second] = hits as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/open-business-document/api-doc/3/7');
    expect(within(first).getByTestId('search-from').textContent).toBe('From:API documentation› 订单中心');
    expect(within(second).getByRole('link').getAttribute('href')).toBe('/qs/api-sign/P0001');
    expect(within(second).getByTestId('search-from').textContent).toBe('From:FAQ');
    expect(useCases.calls.searchDocs).toEqual([[{ q: '订单', tab: 'all', page: 1 }]]);
    expect(screen.queryByRole('navigation', { name: 'Search result pages' })).toBeNull();
  });

  it("names a unit in the reader's language: Chinese in zh-cn, the row's English in en-us", async () => {
    const unitHit: SearchHit = {
      key: 'biz_unit-102',
      scope: 'biz_unit',
      title: '出库与发货',
      snippet: '下发出库单',
      source: '出库与发货',
      sourceEn: 'Outbound and shipping',
      target: { kind: 'accessGuide', unitId: '102' },
    };
    const useCases = answering(() => ({ hits: [unitHit, apiHit], total: 2, page: 1, pageCount: 1 }));
    const zh = await renderApp(<SearchPage />, { useCases, locale: 'zh-cn', path: '/searchResult?q=出库' });
    await waitFor(() => expect(screen.getAllByTestId('search-from').map((crumb) => crumb.textContent)).toEqual(['来自：对接方案› 出库与发货', '来自：API文档› 订单中心']));
    zh.unmount();
    await renderApp(<SearchPage />, { useCases, locale: 'en-us', path: '/searchResult?q=出库' });
    await waitFor(() => expect(screen.getAllByTestId('search-from').map((crumb) => crumb.textContent)).toEqual(['From:Connecting solution› Outbound and shipping', 'From:API documentation› 订单中心']));
  });

  it('never puts a script or an event handler from a highlight into the page', async () => {
    const hits: SearchHit[] = XSS_PAYLOADS.map((payload, index) => ({
      ...apiHit,
      key: `x${String(index)}`,
      titleHighlight: `<em>t</em>${payload}`,
      snippetHighlight: payload,
    }));
    await renderApp(<SearchPage />, { useCases: answering(() => ({ hits, total: hits.length, page: 1, pageCount: 1 })), path: '/searchResult?q=t' });
    await waitFor(() => expect(screen.getAllByTestId('search-hit')[0]?.querySelector('em')).not.toBeNull());
    const list = screen.getAllByTestId('search-hit');
    expect(list).toHaveLength(XSS_PAYLOADS.length);
    for (const element of list.flatMap((hit) => [hit, ...Array.from(hit.querySelectorAll('*'))])) {
      expect(['SCRIPT', 'IFRAME', 'OBJECT', 'SVG', 'IMG', 'FORM'].includes(element.tagName.toUpperCase())).toBe(false);
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.value.toLowerCase()).not.toContain('javascript:');
      }
    }
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('keeps tab and page in the address and asks the chosen tab', async () => {
    const useCases = answering((query) => ({
      hits: [{ ...apiHit, key: `p${String(query.page)}` }],
      total: 45,
      page: query.page,
      pageCount: 3,
    }));
    const { user, location } = await renderApp(<SearchPage />, { useCases, path: '/searchResult?q=order' });
    const pages = await screen.findByRole('navigation', { name: 'Search result pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location().search).toEqual({ q: 'order', page: 2 }));
    await user.click(screen.getByRole('tab', { name: /^FAQs/ }));
    await waitFor(() => expect(location().search).toEqual({ q: 'order', tab: 'faq' }));
    await waitFor(() => expect(useCases.calls.searchDocs.at(-1)).toEqual([{ q: 'order', tab: 'faq', page: 1 }]));
    expect(useCases.calls.searchDocs).toContainEqual([{ q: 'order', tab: 'all', page: 2 }]);
  });

  it('narrows development support to a topic from the address', async () => {
    const useCases = answering(() => ({ hits: [], total: 0, page: 1, pageCount: 1 }));
    const { user, location } = await renderApp(<SearchPage />, { useCases, locale: 'zh-cn', path: '/searchResult?q=sdk&tab=support&topic=sdk' });
    await waitFor(() => expect(useCases.calls.searchDocs).toEqual([[{ q: 'sdk', tab: 'support', topic: 'sdk', page: 1 }]]));
    expect(screen.getByRole('tab', { name: /^开发支持/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'SDK说明' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '用户授权说明' }));
    await waitFor(() => expect(location().search).toEqual({ q: 'sdk', tab: 'support', topic: 'authorization' }));
  });

  it('a failed search says so in place, never as "nothing found"; Retry asks again and shows the hits', async () => {
    let healthy = false;
    const useCases = fakeUseCases({
      searchDocs: () => (healthy ? TE.right({ hits: [apiHit], total: 1, page: 1, pageCount: 1 }) : TE.left({ kind: 'Http', status: 500 })),
      countHits: (_q, tab) => (healthy || tab === 'faq' ? TE.right(tab === 'faq' ? 0 : 1) : TE.left({ kind: 'Http', status: 500 })),
    });
    const { user } = await renderApp(<SearchPage />, { useCases, locale: 'zh-cn', path: '/searchResult?q=x' });
    const unavailable = await screen.findByRole('alert');
    expect(unavailable.textContent).toContain('搜索暂时不可用');
    expect(unavailable.textContent).toContain('服务请求失败（HTTP 500）');
    expect(screen.queryByTestId('search-empty')).toBeNull();
    expect(screen.queryByText(/共找到 0 条结果/)).toBeNull();
    // A failed count is no number at all, not a 0; a count that came is shown.
    expect(screen.queryByTestId('tab-count-api')).toBeNull();
    expect(screen.getByTestId('tab-count-faq').textContent).toBe('0');

    healthy = true;
    await user.click(within(unavailable).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('共找到 1 条结果');
    await waitFor(() => expect(screen.getByTestId('tab-count-api').textContent).toBe('1'));
    expect(useCases.calls.searchDocs).toHaveLength(2);
  });

  it('a refused search (not worth asking again) is said without Retry', async () => {
    const useCases = fakeUseCases({ searchDocs: () => TE.left({ kind: 'Http', status: 400 }) });
    await renderApp(<SearchPage />, { useCases, path: '/searchResult?q=x' });
    const unavailable = await screen.findByRole('alert');
    expect(unavailable.textContent).toContain('Search is unavailable right now');
    expect(within(unavailable).queryByRole('button')).toBeNull();
  });

  it('a search that takes long says it is still searching', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const useCases = fakeUseCases({ searchDocs: () => () => new Promise(() => undefined) });
      await renderApp(<SearchPage />, { useCases, path: '/searchResult?q=x' });
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Searching…'));
      await act(() => vi.advanceTimersByTimeAsync(TAKING_LONG_MS - 100));
      expect(screen.getByRole('status').textContent).toBe('Searching…');
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByRole('status').textContent).toBe('Still searching: this is taking longer than usual…');
    } finally {
      vi.useRealTimers();
    }
  });

  it('bad address values fall back (unknown tab, bad page) and an empty query asks nothing', async () => {
    const useCases = answering(() => ({ hits: [], total: 0, page: 1, pageCount: 1 }));
    await renderApp(<SearchPage />, { useCases, path: '/searchResult?q=x&tab=evil&page=-3' });
    await waitFor(() => expect(useCases.calls.searchDocs).toEqual([[{ q: 'x', tab: 'all', page: 1 }]]));
    expect(screen.getByRole('tab', { name: /^All/ }).getAttribute('aria-selected')).toBe('true');

    const idle = fakeUseCases();
    await renderApp(<SearchPage />, { useCases: idle, path: '/searchResult' });
    expect(screen.getAllByText('Type a word to start searching.').length).toBeGreaterThan(0);
    expect(idle.calls.searchDocs).toEqual([]);
  });

  it('a new query from the page box goes into the address', async () => {
    const useCases = answering(() => ({ hits: [], total: 0, page: 1, pageCount: 1 }));
    const { user, location } = await renderApp(<SearchPage />, { useCases, path: '/searchResult?q=x&tab=api&page=2' });
    const box = screen.getByRole('searchbox', { name: 'Search terms' });
    await user.clear(box);
    await user.type(box, 'token{Enter}');
    await waitFor(() => expect(location().search).toEqual({ q: 'token', tab: 'api' }));
  });
});
