import { http } from 'msw';
import type { ProblemDetailDto, ProblemNeighbourDto, ProblemPageDto, FaqTypeListDto } from '../../infrastructure/dto/faq.dto.ts';
import type { DocGroupDto, DocTreeDto, ReleaseDocListDto } from '../../infrastructure/dto/guide-doc.dto.ts';
import type { MessageDetailDto, MessageMenuDto } from '../../infrastructure/dto/message-doc.dto.ts';
import type { ClassifiedProductsDto, MiniProductDto, ProductShowListDto } from '../../infrastructure/dto/product.dto.ts';
import type { BaseSdkListDto, BizSdkPageDto } from '../../infrastructure/dto/sdk.dto.ts';
import { failure, NOT_FOUND_CODE, ok } from '../envelope.ts';
import type { SandboxStore } from '../store.ts';
import { say, type SeedLanguage } from '../seed/language.ts';
import { asksEnglish, languageOf, numberQuery, query } from './request.ts';

export const contentHandlers = (store: SandboxStore) => {
  const { messages, baseSdks, bizSdks, guides, releaseDocs, releaseDocPages, faqTypes, problems, products, productDocs } = store.catalogue;
  const viewsOf = (code: string): number => store.state().problemViews.get(code) ?? 0;
  const guidePage = (id: number, language: SeedLanguage): DocGroupDto | undefined =>
    [...guides[language], ...productDocs[language]].map((guide) => guide.pages[id]).find((page) => page !== undefined) ?? releaseDocPages[language][id];

  return [
    ...['/lcp-rest/bizmsg/getBizUnitMessageByCategory', '/lcp-rest/bizview/getBizUnitMessagePreByCategory'].map((path) =>
      http.get(path, ({ request }) => {
        const unitId = numberQuery(request, 'unitId', 0);
        const english = asksEnglish(request);
        const groups = new Map<string, MessageMenuDto[number]>();
        for (const message of messages.filter((candidate) => candidate.unitId === unitId)) {
          const { code, name, nameEn } = message.category;
          const group = groups.get(code) ?? { code, name: english ? nameEn : name, messageList: [] };
          // `name` is the message's code; `chineseName`, despite its name, is its name in the request's language.
          group.messageList.push({ id: message.detail.id, name: message.detail.name, chineseName: english ? message.nameEn : message.detail.chineseName });
          groups.set(message.category.code, group);
        }
        const data: MessageMenuDto = [...groups.values()];
        return ok(data);
      }),
    ),

    http.get('/lcp-rest/bizmsg/getMessageDetails', ({ request }) => {
      const message = messages.find((candidate) => candidate.detail.id === numberQuery(request, 'id', 0));
      if (!message) return failure(NOT_FOUND_CODE, say(languageOf(request), '消息不存在', 'Message not found'));
      const data: MessageDetailDto = asksEnglish(request) ? message.detailEn : message.detail;
      return ok(data);
    }),

    http.get('/lcp-rest/sdk/getUsingBaseSdkList', ({ request }) => {
      const data: BaseSdkListDto = baseSdks[languageOf(request)];
      return ok(data);
    }),

    http.get('/lcp-rest/sdk/getBizUnitSdkScrollPage', ({ request }) => {
      const unitId = numberQuery(request, 'unitId', 0);
      const lastId = numberQuery(request, 'lastId', 0);
      const size = numberQuery(request, 'size', 20);
      const data: BizSdkPageDto = bizSdks[languageOf(request)].filter((sdk) => sdk.unitId === unitId && sdk.id > lastId).slice(0, size);
      return ok(data);
    }),

    http.get('/lcp-rest/doc/getDocByGroupByTree', ({ request }) => {
      // A product's documents in the document layout: productCode and docType are ours (docs/routes.md).
      const productCode = query(request, 'productCode');
      if (productCode) {
        const docType = numberQuery(request, 'docType', 0);
        const docs: DocTreeDto = productDocs[languageOf(request)].find((candidate) => candidate.productCode === productCode && candidate.docType === docType)?.tree ?? [];
        return ok(docs);
      }
      const data: DocTreeDto = guides[languageOf(request)].find((guide) => guide.unitId === numberQuery(request, 'objId', 0))?.tree ?? [];
      return ok(data);
    }),

    ...['/lcp-rest/doc/findReleaseDocGroupById', '/lcp-rest/bizview/findDocGroupById'].map((path) =>
      http.get(path, ({ request }) => {
        const language = languageOf(request);
        const page = guidePage(numberQuery(request, 'id', 0), language);
        return page ? ok(page) : failure(NOT_FOUND_CODE, say(language, '文档不存在', 'Document not found'));
      }),
    ),

    http.get('/lcp-rest/doc/getReleaseDocList', ({ request }) => {
      const type = query(request, 'type') || '1';
      const data: ReleaseDocListDto = { list: releaseDocs[languageOf(request)].list.filter((doc) => String(doc.type) === type) };
      return ok(data);
    }),

    http.get('/lcp-rest/doc/getReleaseDoc', ({ request }) => {
      // The title in either language names the document; the page comes in the request's.
      const language = languageOf(request);
      const doc = [...releaseDocs.zh.list, ...releaseDocs.en.list].find((candidate) => candidate.title === query(request, 'title'));
      const page = doc ? releaseDocPages[language][doc.id] : undefined;
      return page ? ok(page) : failure(NOT_FOUND_CODE, say(language, '文档不存在', 'Document not found'));
    }),

    http.get('/lcp-rest/workOrder/typeList', ({ request }) => {
      const data: FaqTypeListDto = faqTypes[languageOf(request)];
      return ok(data);
    }),

    http.get('/lcp-rest/workOrder/problem/problemRetrieval/:type', ({ params, request }) => {
      const type = String(params.type);
      const pageNo = Math.max(1, numberQuery(request, 'pageNo', 1));
      const pageSize = Math.min(100, Math.max(1, numberQuery(request, 'pageSize', 10)));
      const matching = problems[languageOf(request)].filter((problem) => problem.type === type || problem.type.startsWith(`${type}-`));
      const data: ProblemPageDto = {
        total: matching.length,
        list: matching
          .slice((pageNo - 1) * pageSize, pageNo * pageSize)
          .map(({ code, title, content }) => ({ code, title, views: viewsOf(code), content })),
      };
      return ok(data);
    }),

    // Opening a problem counts a view (the list shows the new count).
    http.get('/lcp-rest/workOrder/problem/detail/:code', ({ params, request }) => {
      const language = languageOf(request);
      const problem = problems[language].find((candidate) => candidate.code === params.code);
      if (!problem) return failure(NOT_FOUND_CODE, say(language, '问题不存在', 'Problem not found'));
      const views = viewsOf(problem.code) + 1;
      store.state().problemViews.set(problem.code, views);
      const data: ProblemDetailDto = { title: problem.title, content: problem.content, views, updateTime: problem.updateTime };
      return ok(data);
    }),

    // Previous and next within the problem's own type, in list order.
    http.get('/lcp-rest/workOrder/problem/neighbor/:code', ({ params, request }) => {
      const inLanguage = problems[languageOf(request)];
      const problem = inLanguage.find((candidate) => candidate.code === params.code);
      const siblings = inLanguage.filter((candidate) => candidate.type === problem?.type);
      const index = siblings.findIndex((candidate) => candidate.code === params.code);
      const brief = (at: number) => {
        const sibling = siblings[at];
        return sibling ? { code: sibling.code, title: sibling.title } : null;
      };
      const data: ProblemNeighbourDto = index < 0 ? { previous: null, next: null } : { previous: brief(index - 1), next: brief(index + 1) };
      return ok(data);
    }),

    http.get('/lcp-rest/product/release/classifiedProducts', () => {
      const data: ClassifiedProductsDto = products;
      return ok(data);
    }),

    http.get('/lcp-rest/product/release/facadeProductShowList', () => {
      const data: ProductShowListDto = products.flatMap((group) => group.products);
      return ok(data);
    }),

    http.get('/lcp-rest/product/release/findMiniProductInfo', ({ request }) => {
      const product = products.flatMap((group) => group.products).find((candidate) => candidate.productCode === query(request, 'productCode'));
      if (!product) return failure(NOT_FOUND_CODE, say(languageOf(request), '产品不存在', 'Product not found'));
      const data: MiniProductDto = { productCode: product.productCode, name: product.productName, nameEn: product.productNameEn };
      return ok(data);
    }),
  ];
};
