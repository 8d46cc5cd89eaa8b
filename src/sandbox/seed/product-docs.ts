import type { DocGroupDto, DocTreeNodeDto } from '../../infrastructure/dto/guide-doc.dto.ts';
import { inBothLanguages, say, type SeedLanguage } from './language.ts';
import { SEED_PRODUCTS } from './products.ts';

/**
 * A product's documents in the document layout (`/develop-guide|manaul|apidoc|extensiondoc/{productCode}`), served by
 * GET /doc/getDocByGroupByTree?productCode&docType (docType 1 develop guide, 2 user manual, 3 API docs, 4 extension
 * docs: ours, see docs/routes.md) and their pages by GET /doc/findReleaseDocGroupById?id.
 */
export interface SandboxProductDocs {
  readonly productCode: string;
  readonly docType: number;
  readonly tree: DocTreeNodeDto[];
  readonly pages: Readonly<Record<number, DocGroupDto>>;
}

const SECTIONS: readonly { docType: number; zh: string; en: string }[] = [
  { docType: 1, zh: '开发指南', en: 'Development guide' },
  { docType: 2, zh: '用户手册', en: 'User manual' },
  { docType: 3, zh: 'API 文档', en: 'API docs' },
  { docType: 4, zh: '扩展点文档', en: 'Extension points' },
];

const page = (language: SeedLanguage, title: string, product: string, section: string): DocGroupDto => ({
  title,
  updateTime: '2026-11-12 10:30:00',
  content: say(
    language,
    `# ${title}\n\n${product} · ${section}\n\n## 概述\n\n本节介绍${product}的${section}。\n\n## 步骤\n\n1. 阅读说明。\n2. 在测试环境验证。\n`,
    `# ${title}\n\n${product} · ${section}\n\n## Overview\n\nThis part covers the ${section.toLowerCase()} of ${product}.\n\n## Steps\n\n1. Read the notes.\n2. Try it in the test environment.\n`,
  ),
});

const productDocsIn = (language: SeedLanguage): readonly SandboxProductDocs[] => {
  let docId = 90_000;
  return SEED_PRODUCTS.flatMap((group) => group.products).flatMap((product) =>
    SECTIONS.map((section) => {
      const intro = ++docId;
      const detail = ++docId;
      const introTitle = say(language, `${section.zh}概述`, `${section.en} overview`);
      const detailTitle = say(language, `${section.zh}详解`, `${section.en} in detail`);
      const productName = say(language, product.productName, product.productNameEn ?? product.productName);
      const sectionName = say(language, section.zh, section.en);
      return {
        productCode: product.productCode,
        docType: section.docType,
        tree: [{ id: intro, title: introTitle, children: [{ id: detail, title: detailTitle, children: [] }] }],
        pages: {
          [intro]: page(language, introTitle, productName, sectionName),
          [detail]: page(language, detailTitle, productName, sectionName),
        },
      };
    }),
  );
};

/** Each product's documents per tab in each language; ids are the same in both. */
export const SEED_PRODUCT_DOCS = inBothLanguages(productDocsIn);
