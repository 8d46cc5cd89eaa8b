import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Suggestion } from '../../../src/domain/search/finder';
import { SuggestionLine } from '../../../src/ui/finder/suggestion-line.view';
import { renderApp } from '../support/render-app';

const unit: Suggestion = {
  key: 'accessGuide:102',
  kind: 'solution',
  title: '出库与发货',
  unit: '出库与发货',
  unitEn: 'Outbound and shipping',
  target: { kind: 'accessGuide', unitId: '102' },
};

/** The line under the title: the kind, then the unit. */
const kindLine = async () => (await screen.findByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').includes(' · '))).textContent;

describe('a finder suggestion', () => {
  it("names its unit in the reader's language: Chinese in zh-cn, the English the hit gives in en-us", async () => {
    const zh = await renderApp(<SuggestionLine suggestion={unit} recent={false} />, { locale: 'zh-cn' });
    expect(await kindLine()).toBe('对接方案 · 出库与发货');
    zh.unmount();
    await renderApp(<SuggestionLine suggestion={unit} recent={false} />, { locale: 'en-us' });
    expect(await kindLine()).toMatch(/ · Outbound and shipping$/);
  });

  it('keeps a unit named once as it is, in either language', async () => {
    const { unitEn: _english, ...once } = unit;
    await renderApp(<SuggestionLine suggestion={{ ...once, kind: 'api' }} recent={false} />, { locale: 'en-us' });
    expect(await kindLine()).toMatch(/ · 出库与发货$/);
  });
});
