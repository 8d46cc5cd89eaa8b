import type { DocGroupDto, DocTreeNodeDto } from '../../infrastructure/dto/guide-doc.dto.ts';
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

const page = (title: string, product: string, section: string): DocGroupDto => ({
  title,
  updateTime: '2026-11-12 10:30:00',
  content: `# ${title}\n\n${product} · ${section}\n\n## 概述 / Overview\n\n本节介绍${product}的${section}。/ This part covers the ${section} of ${product}.\n\n## 步骤 / Steps\n\n1. 阅读说明 / Read the notes.\n2. 在测试环境验证 / Try it in the test environment.\n`,
});

let docId = 90_000;

export const SEED_PRODUCT_DOCS: readonly SandboxProductDocs[] = SEED_PRODUCTS.flatMap((group) => group.products).flatMap((product) =>
  SECTIONS.map((section) => {
    const intro = ++docId;
    const detail = ++docId;
    const introTitle = `${section.zh}概述 / ${section.en} overview`;
    const detailTitle = `${section.zh}详解 / ${section.en} in detail`;
    return {
      productCode: product.productCode,
      docType: section.docType,
      tree: [{ id: intro, title: introTitle, children: [{ id: detail, title: detailTitle, children: [] }] }],
      pages: {
        [intro]: page(introTitle, product.productName, section.zh),
        [detail]: page(detailTitle, product.productName, section.zh),
      },
    };
  }),
);
