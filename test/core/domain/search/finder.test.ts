import { describe, expect, it } from 'vitest';
import { FINDER_RECENT_MAX, FINDER_SHOWN, rankSuggestions, recentFrom, rememberOpening, scoreOf, type Suggestion } from '../../../../src/domain/search/finder';
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

  it('scores nothing for empty words', () => {
    expect(scoreOf({ title: 'anything' }, '  ')).toBe(0);
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
