import { describe, expect, it } from 'vitest';
import { FINDER_RECENT_MAX, FINDER_SHOWN, recentFrom, rememberOpening, type Suggestion } from '../../../../src/domain/search/finder';
import { rankSuggestions } from '../../../../src/domain/search/finder-suggestions';
import { compareRanks, methodsAskedBy, rankOf } from '../../../../src/domain/search/finder-rank';
import type { SearchHit, SearchTarget } from '../../../../src/domain/search/search';

const hit = (title: string, target: SearchTarget, extra: Partial<SearchHit> = {}): SearchHit => ({ key: title, title, snippet: '', target, ...extra });
const api = (title: string, docId: string, extra: Partial<SearchHit> = {}) => hit(title, { kind: 'apiDoc', unitId: '101', docId }, { scope: 'api', ...extra });

describe('rankSuggestions', () => {
  it('puts an exact name before a name that starts with the words, before a word start, before a name holding them, before a text hit', () => {
    const hits = [
      hit('Calling the gateway', { kind: 'devSupport', docId: '1' }, { snippet: 'how to sign a request' }),
      api('Resign order', '2'),
      api('Create sign task', '3'),
      api('Signature tool', '4'),
      api('sign', '5'),
    ];
    expect(rankSuggestions(hits, 'sign').map((suggestion) => suggestion.title)).toEqual(['sign', 'Signature tool', 'Create sign task', 'Resign order', 'Calling the gateway']);
  });

  it('ranks by the API code as well as the title, and keeps the backend order within one score and kind', () => {
    const hits = [api('Cancel order', '2'), api('Query order', '3'), api('Create outbound order', '1', { code: 'lcp.wms.outbound.create' })];
    expect(rankSuggestions(hits, 'lcp.wms.outbound.create').map((suggestion) => suggestion.title)[0]).toBe('Create outbound order');
    expect(rankSuggestions(hits, 'order').map((suggestion) => suggestion.title)).toEqual(['Cancel order', 'Query order', 'Create outbound order']);
  });

  it('orders one score by kind: APIs, messages, guides, documents, solutions, questions', () => {
    const hits = [
      hit('x question', { kind: 'question', channelId: 'a', questionId: 'b' }),
      hit('x solution', { kind: 'accessGuide', unitId: '101' }),
      hit('x doc', { kind: 'devSupport', docId: '1' }),
      hit('x guide', { kind: 'accessGuideDoc', unitId: '101', docId: '2' }),
      hit('x message', { kind: 'messageDoc', unitId: '101', docId: '3' }),
      api('x api', '4'),
    ];
    expect(rankSuggestions(hits, 'x').map((suggestion) => suggestion.kind)).toEqual(['api', 'message', 'guide', 'doc', 'solution', 'question']);
  });

  it('names the field an API opens at when the words are a parameter of it and not its name', () => {
    const hits = [api('Create outbound order', '1', { snippet: 'Creates an order … warehouseCode receiverPhone' }), api('Query receiverPhone rules', '2', { snippet: 'receiverPhone' })];
    const [inTitle, asField] = rankSuggestions(hits, 'receiverphone');
    expect(inTitle).toMatchObject({ title: 'Query receiverPhone rules' });
    expect(inTitle?.field).toBeUndefined();
    expect(asField).toMatchObject({ title: 'Create outbound order', field: 'receiverPhone' });
    expect(rankSuggestions(hits, 'receiver phone').some((suggestion) => suggestion.field)).toBe(false);
  });

  it("takes the field from the hit's own field names when its source lists them, never from its text then", () => {
    const hits = [api('Get an order', '1', { snippet: 'Reads one order.', fields: ['orderId', 'expand'] })];
    expect(rankSuggestions(hits, 'EXPAND')[0]).toMatchObject({ field: 'expand' });
    expect(rankSuggestions(hits, 'reads')[0]?.field).toBeUndefined();
    expect(rankSuggestions([api('Get an order', '1', { snippet: 'Reads one order.', fields: [] })], 'reads')[0]?.field).toBeUndefined();
  });

  it('drops hits without an address and repeats of one document, and shows at most FINDER_SHOWN', () => {
    const hits = [hit('no address', { kind: 'none' }), api('a', '1'), api('a again', '1'), ...Array.from({ length: 12 }, (_, index) => api(`a${String(index)}`, String(index + 10)))];
    const ranked = rankSuggestions(hits, 'a');
    expect(ranked).toHaveLength(FINDER_SHOWN);
    expect(ranked.filter((suggestion) => suggestion.key === ranked[0]?.key)).toHaveLength(1);
    expect(ranked.map((suggestion) => suggestion.title)).not.toContain('no address');
    expect(ranked.map((suggestion) => suggestion.title)).not.toContain('a again');
  });

  it('puts an API whose name holds the words before messages, guides and units whose names start with them (出库)', () => {
    const hits = [
      hit('出库与发货创建成功通知 lcp_outbound_created', { kind: 'messageDoc', unitId: '102', docId: '1' }),
      hit('出库与发货状态变更通知 lcp_outbound_statusChanged', { kind: 'messageDoc', unitId: '102', docId: '2' }),
      hit('出库与发货接入指南', { kind: 'accessGuideDoc', unitId: '102', docId: '3' }),
      hit('出库与发货', { kind: 'accessGuide', unitId: '102' }),
      api('创建出库单 /outbound/create', '10006', { code: 'lcp.outbound.create' }),
      hit('如何对接出库', { kind: 'question', channelId: 'a', questionId: 'P1' }, { snippet: '出库' }),
    ];
    expect(rankSuggestions(hits, '出库').map((suggestion) => suggestion.kind)).toEqual(['api', 'message', 'message', 'guide', 'solution', 'question']);
  });

  it('puts a name holding every word before one holding some, before a hit found only in its text', () => {
    const hits = [
      api('Query outbound order', '1'),
      hit('Outbound cancel notice', { kind: 'messageDoc', unitId: '102', docId: '2' }),
      api('Cancel inbound', '3', { snippet: 'cancel outbound too' }),
      api('Cancel outbound order', '4'),
    ];
    expect(rankSuggestions(hits, 'cancel outbound').map((suggestion) => suggestion.title)).toEqual([
      'Cancel outbound order',
      'Outbound cancel notice',
      'Query outbound order',
      'Cancel inbound',
    ]);
  });

  it('favours the method the words ask for: "create customer" lists POST /v1/customers before GET', () => {
    const hits = [
      api('GET /v1/customers', '1', { code: 'GetCustomers', method: 'get', snippet: 'Returns a list of your customers.', fields: ['created'] }),
      api('DELETE /v1/customers/{customer}', '2', { code: 'DeleteCustomersCustomer', method: 'delete' }),
      api('POST /v1/customers', '3', { code: 'PostCustomers', method: 'post', snippet: 'Creates a new customer object.' }),
    ];
    expect(rankSuggestions(hits, 'create customer').map((suggestion) => suggestion.title)[0]).toBe('POST /v1/customers');
    expect(rankSuggestions(hits, 'delete customer').map((suggestion) => suggestion.title)[0]).toBe('DELETE /v1/customers/{customer}');
    expect(rankSuggestions(hits, 'list customers').map((suggestion) => suggestion.title)[0]).toBe('GET /v1/customers');
    // Without an action word, the backend's order stands.
    expect(rankSuggestions(hits, 'customers').map((suggestion) => suggestion.title)).toEqual(['GET /v1/customers', 'DELETE /v1/customers/{customer}', 'POST /v1/customers']);
  });
});

describe('the finder rule (finder-rank)', () => {
  it('reads the actions asked, English words whole and Chinese ones anywhere', () => {
    expect([...methodsAskedBy('Create customer')]).toEqual(['post']);
    expect([...methodsAskedBy('creates')]).toEqual([]);
    expect([...methodsAskedBy('创建出库单')]).toEqual(['post']);
    expect([...methodsAskedBy('update order')].sort()).toEqual(['patch', 'put']);
  });

  it('puts a name that is the words before other kinds whose names hold them: the unit 出库与发货 before its messages', () => {
    const hits = [
      hit('出库与发货创建成功通知 lcp_outbound_created', { kind: 'messageDoc', unitId: '102', docId: '1' }),
      hit('出库与发货接入指南', { kind: 'accessGuideDoc', unitId: '102', docId: '3' }),
      hit('出库与发货', { kind: 'accessGuide', unitId: '102' }),
    ];
    expect(rankSuggestions(hits, '出库与发货').map((suggestion) => suggestion.kind)).toEqual(['solution', 'message', 'guide']);
  });

  it('orders by words named, then field, then method, then a name that is the words, then kind, then closeness', () => {
    const rank = (title: string, extra: Partial<Parameters<typeof rankOf>[0]> = {}) => rankOf({ kind: 'api', title, ...extra }, 'create order');
    const sorted = [
      rank('Order notice', { kind: 'message' }),
      rank('Create order'),
      rank('Cancel', { field: 'order' }),
      rank('Create order', { kind: 'message' }),
      rank('Create orders', { kind: 'api' }),
      rank('POST /orders', { method: 'POST' }),
      rank('GET /orders', { method: 'GET' }),
      rank('Anything'),
    ].sort(compareRanks);
    expect(sorted.map((one) => [one.wordsNamed, one.field, one.methodFits, one.kindOrder, one.closeness])).toEqual([
      [2, false, false, 0, 4],
      [2, false, false, 1, 4],
      [2, false, false, 0, 3],
      [1, false, true, 0, 0],
      [1, false, false, 0, 0],
      [1, false, false, 1, 0],
      [0, true, false, 0, 0],
      [0, false, false, 0, 0],
    ]);
  });

  it('ranks nothing for empty words', () => {
    expect(rankOf({ kind: 'api', title: 'anything' }, '  ')).toEqual({ wordsNamed: 0, field: false, methodFits: false, kindOrder: 0, closeness: 0 });
  });
});

const suggestion = (key: string): Suggestion => ({ key, kind: 'doc', title: `title ${key}`, target: { kind: 'devSupport', docId: key } });

describe('recent openings', () => {
  it('puts the newest first, once, and keeps FINDER_RECENT_MAX', () => {
    let recent: Suggestion[] = [];
    for (const key of ['1', '2', '3', '4', '5', '6']) recent = rememberOpening(recent, suggestion(key));
    expect(recent.map((entry) => entry.key)).toEqual(['6', '5', '4', '3', '2']);
    expect(rememberOpening(recent, suggestion('4')).map((entry) => entry.key)).toEqual(['4', '6', '5', '3', '2']);
    expect(recent).toHaveLength(FINDER_RECENT_MAX);
  });

  it('reads back only whole suggestions with safe address parts', () => {
    const kept = [
      suggestion('1'),
      { ...suggestion('2'), kind: 'elsewhere' },
      { ...suggestion('3'), target: { kind: 'devSupport', docId: '../../x?y' } },
      { ...suggestion('4'), title: 42 },
      'not an object',
      { ...suggestion('5'), target: { kind: 'apiDoc', unitId: '101' } },
    ];
    expect(recentFrom(kept).map((entry) => entry.key)).toEqual(['1']);
    expect(recentFrom({ not: 'a list' })).toEqual([]);
  });
});
