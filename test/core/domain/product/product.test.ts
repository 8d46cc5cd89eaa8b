import { describe, expect, it } from 'vitest';
import {
  productBodies,
  productBody,
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
    expect(productOutline({ advantages: ['a'], sections })).toEqual([
      { id: 'advantages', kind: 'advantages' },
      { id: '应用场景', kind: 'scenarios', title: '应用场景' },
    ]);
    expect(productOutline({ advantages: [], sections: [] })).toEqual([]);
  });
});

describe('a product page in the reader\'s language', () => {
  const zhBody = '# 云仓\n\n仓储管理。\n\n## 产品架构\n\n接入层。\n\n## 联系我们\n\n热线。';
  const enBody = '# Cloud WMS\n\nWarehouse management.\n\n## Architecture\n\nAccess layer.\n\n## Contact\n\nHotline.';

  it('gives each language its own body and selling points', () => {
    const body = productBodies({ content: zhBody, contentEn: enBody, features: ['波次拣货', ' ', '效期管理'], featuresEn: ['Wave picking', 'Expiry control'] });
    expect(body.zh).toEqual({
      advantages: ['波次拣货', '效期管理'],
      intro: '# 云仓\n\n仓储管理。',
      sections: [
        { id: '产品架构', title: '产品架构', kind: 'architecture', markdown: '接入层。' },
        { id: '联系我们', title: '联系我们', kind: undefined, markdown: '热线。' },
      ],
    });
    expect(body.en).toEqual({
      advantages: ['Wave picking', 'Expiry control'],
      intro: '# Cloud WMS\n\nWarehouse management.',
      sections: [
        { id: 'architecture', title: 'Architecture', kind: 'architecture', markdown: 'Access layer.' },
        { id: 'contact', title: 'Contact', kind: undefined, markdown: 'Hotline.' },
      ],
    });
    expect(productBody({ body }, true)).toBe(body.en);
    expect(productBody({ body }, false)).toBe(body.zh);
  });

  it('an English heading with a slash is kept whole', () => {
    const body = productBodies({ content: zhBody, contentEn: '## Input / Output\n\nx' });
    expect(body.en.sections.map((section) => section.title)).toEqual(['Input / Output']);
  });

  it('without an English body, the English reader gets the Chinese one', () => {
    const body = productBodies({ content: zhBody, contentEn: '  ', features: ['波次拣货'], featuresEn: ['Wave picking'] });
    expect(body.en.intro).toBe('# 云仓\n\n仓储管理。');
    expect(body.en.sections.map((section) => section.markdown)).toEqual(['接入层。', '热线。']);
    expect(body.en.advantages).toEqual(['Wave picking']);
  });

  it('an old-style payload ("中文 / English" features and headings, no English twins) is split per language', () => {
    const body = productBodies({ content: '# 云仓\n\n## 联系我们 / Contact\n\n热线。/ Hotline.', features: ['波次拣货 / Wave picking', '只有中文'] });
    expect(body.zh.advantages).toEqual(['波次拣货', '只有中文']);
    expect(body.en.advantages).toEqual(['Wave picking', '只有中文']);
    expect(body.zh.sections[0]?.title).toBe('联系我们');
    expect(body.en.sections[0]?.title).toBe('Contact');
    // The same anchor in both languages: the body is one.
    expect(body.en.sections[0]?.id).toBe(body.zh.sections[0]?.id);
  });

  it('English-only selling points serve the Chinese reader too; no body at all is an empty page', () => {
    expect(productBodies({ featuresEn: ['Wave picking'] }).zh.advantages).toEqual(['Wave picking']);
    expect(productBodies({})).toEqual({ zh: { advantages: [], intro: '', sections: [] }, en: { advantages: [], intro: '', sections: [] } });
  });
});
