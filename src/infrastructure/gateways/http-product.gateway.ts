import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { z } from 'zod/mini';
import type { ProductPort } from '../../application/ports/product.port';
import { mySystemStatusOf } from '../../domain/product/my-system';
import { offeredTerms, type ProductApplication } from '../../domain/product/product-apply';
import { productBodies, type ProductSummary } from '../../domain/product/product';
import { classifiedProductsDto, productDetailDto, productShowListDto, type productSummaryDto } from '../dto/product.dto';
import { applyUseProductDto, productApplicationDto, productApplicationListDto } from '../dto/product-apply.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';

export const PRODUCT_PATHS = {
  classifiedProducts: '/product/release/classifiedProducts',
  showcaseProducts: '/product/release/facadeProductShowList',
  productDetail: '/product/show/details/',
  applyUseProduct: '/productApply/findApplyUseProduct/',
  submitApplication: '/productApply/submitApplication',
  myApplications: '/productApply/selectProductApplyByUserId',
} as const;

const toSummary = (dto: z.output<typeof productSummaryDto>): ProductSummary => ({
  id: dto.id,
  code: dto.productCode,
  name: dto.productName,
  nameEn: dto.productNameEn || dto.productName,
  description: dto.description ?? '',
  descriptionEn: dto.descriptionEn || dto.description || '',
});

const toApplication = (dto: z.output<typeof productApplicationDto>): ProductApplication => ({
  id: dto.id,
  productId: dto.productId,
  productCode: dto.productCode,
  productName: dto.productName,
  productNameEn: dto.productNameEn || dto.productName,
  termYears: dto.term,
  status: mySystemStatusOf(dto.status),
  applyTime: dto.applyTime,
  ...(dto.statusUpdateTime ? { statusUpdateTime: dto.statusUpdateTime } : {}),
  ...(dto.url ? { url: dto.url } : {}),
});

export const createHttpProductGateway = (client: LcpRestClient): ProductPort => ({
  classifiedProducts: () =>
    pipe(
      client.get(PRODUCT_PATHS.classifiedProducts, classifiedProductsDto),
      TE.map((groups) =>
        groups.map((group) => ({ name: group.classifyName, nameEn: group.classifyNameEn || group.classifyName, products: group.products.map(toSummary) })),
      ),
    ),
  showcaseProducts: () => pipe(client.get(PRODUCT_PATHS.showcaseProducts, productShowListDto), TE.map((products) => products.map(toSummary))),
  productDetail: (id) =>
    pipe(
      client.get(`${PRODUCT_PATHS.productDetail}${encodeURIComponent(id)}`, productDetailDto),
      TE.map((dto) => ({
        ...toSummary(dto),
        ...(dto.classifyName ? { classifyName: dto.classifyName, classifyNameEn: dto.classifyNameEn || dto.classifyName } : {}),
        body: productBodies({
          content: dto.content ?? undefined,
          contentEn: dto.contentEn ?? undefined,
          features: dto.features ?? undefined,
          featuresEn: dto.featuresEn ?? undefined,
        }),
        ...(dto.updateTime ? { updateTime: dto.updateTime } : {}),
      })),
    ),
  applyUseProduct: (id) =>
    pipe(
      client.get(`${PRODUCT_PATHS.applyUseProduct}${encodeURIComponent(id)}`, applyUseProductDto),
      TE.map((dto) => ({
        productId: dto.productId,
        productCode: dto.productCode,
        name: dto.productName,
        nameEn: dto.productNameEn || dto.productName,
        terms: offeredTerms(dto.terms),
        administrator: dto.admin,
        applied: dto.applied,
      })),
    ),
  submitApplication: ({ productId, term }) =>
    pipe(client.post(PRODUCT_PATHS.submitApplication, productApplicationDto, { body: { productId, term, agree: true } }), TE.map(toApplication)),
  myApplications: () => pipe(client.get(PRODUCT_PATHS.myApplications, productApplicationListDto), TE.map((list) => list.map(toApplication))),
});
