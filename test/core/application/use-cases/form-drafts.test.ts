import { describe, expect, it } from 'vitest';
import { makeFormDrafts } from '../../../../src/application/use-cases/form-drafts.use-case';
import { createMemoryStore } from '../../../../src/infrastructure/browser/local-storage.store';

describe('form drafts', () => {
  it('keeps one draft per form id until it is cleared', () => {
    const sessionStorage = createMemoryStore();
    const drafts = makeFormDrafts({ sessionStorage });
    drafts.save('apply:lcp-tms', { term: 2, agreed: true });
    drafts.save('apply:lcp-wms', { term: 1, agreed: false });
    expect(makeFormDrafts({ sessionStorage }).read('apply:lcp-tms')).toEqual({ term: 2, agreed: true });
    drafts.clear('apply:lcp-tms');
    expect(drafts.read('apply:lcp-tms')).toBeUndefined();
    expect(drafts.read('apply:lcp-wms')).toEqual({ term: 1, agreed: false });
  });

  it('reads a draft it cannot parse as none', () => {
    const sessionStorage = createMemoryStore();
    sessionStorage.set('lcp.draft.apply:wms', '{not json');
    expect(makeFormDrafts({ sessionStorage }).read('apply:wms')).toBeUndefined();
  });
});
