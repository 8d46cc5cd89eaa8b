import { describe, expect, it } from 'vitest';
import {
  productDescription,
  productName,
  productOutline,
  sectionKindOf,
  splitBilingual,
  splitProductContent,
  visibleClassifications,
} from '../../../../src/domain/product/product';

const product = { name: '云仓', nameEn: 'Cloud WMS', description: '仓储', descriptionEn: '' };

describe('product names and texts', () => {
  it('shows the name in the reader language, falling back to the other one', () => {
    expect(productName(product, false)).toBe('云仓');
    expect(productName(product, true)).toBe('Cloud WMS');
    expect(productName({ name: '云仓', nameEn: '' }, true)).toBe('云仓');
    expect(productDescription(product, true)).toBe('仓储');
  });

  it('splits a "中文 / English" selling point into both languages', () => {
    expect(splitBilingual('波次拣货 / Wave picking / fast')).toEqual({ zh: '波次拣货', en: 'Wave picking / fast' });
    expect(splitBilingual(' 只有中文 ')).toEqual({ zh: '只有中文', en: '只有中文' });
  });

  it('leaves out classifications without products', () => {
    const full = { name: 'A', nameEn: 'A', products: [{ id: 1, code: 'a', ...product }] };
    expect(visibleClassifications([full, { name: 'B', nameEn: 'B', products: [] }])).toEqual([full]);
  });
});

describe('product page sections', () => {
  it.each([
    ['产品优势 / Advantages', 'advantages'],
    ['产品架构 / Architecture', 'architecture'],
    ['应用场景', 'scenarios'],
    ['核心能力 / Capabilities', 'functions'],
    ['Functions', 'functions'],
    ['扩展开发 / Extension development', 'extension'],
    ['版本说明 / Versions', 'versions'],
    ['申请使用 / Applying', undefined],
  ] as const)('"%s" is the %s section', (title, kind) => {
    expect(sectionKindOf(title)).toBe(kind);
  });

  it('splits the markdown at ## headings, not inside code blocks, with unique anchors', () => {
    const content = [
      '# 云仓 / Cloud WMS',
      '',
      'Intro.',
      '## 产品架构 / Architecture',
      'Layers.',
      '```md',
      '## not a heading',
      '```',
      '## 版本 / Versions ##',
      '- 1.0',
      '## 版本 / Versions',
    ].join('\n');
    const { intro, sections } = splitProductContent(content);
    expect(intro).toBe('# 云仓 / Cloud WMS\n\nIntro.');
    expect(sections).toEqual([
      { id: '产品架构-architecture', title: '产品架构 / Architecture', kind: 'architecture', markdown: 'Layers.\n```md\n## not a heading\n```' },
      { id: '版本-versions', title: '版本 / Versions', kind: 'versions', markdown: '- 1.0' },
      { id: '版本-versions-2', title: '版本 / Versions', kind: 'versions', markdown: '' },
    ]);
  });

  it('a body without headings is all introduction; an empty body has nothing', () => {
    expect(splitProductContent('Just text.\r\n### small')).toEqual({ intro: 'Just text.\n### small', sections: [] });
    expect(splitProductContent('')).toEqual({ intro: '', sections: [] });
  });

  it('the outline starts with the advantages when there are any', () => {
    const sections = splitProductContent('## 应用场景\nx').sections;
    expect(productOutline({ advantages: [{ zh: 'a', en: 'a' }], sections })).toEqual([
      { id: 'advantages', kind: 'advantages' },
      { id: '应用场景', kind: 'scenarios', title: '应用场景' },
    ]);
    expect(productOutline({ advantages: [], sections: [] })).toEqual([]);
  });
});
