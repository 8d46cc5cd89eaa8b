import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ReleaseDocPort } from '../../application/ports/release-doc.port';
import { PRODUCT_DOC_TYPE } from '../../domain/doc/release-doc';
import { docGroupDto, docTreeDto, releaseDocListDto } from '../dto/guide-doc.dto';
import { miniProductDto } from '../dto/product.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';
import { toGuideTree, toMarkdownDoc } from './doc-content.mapper';

export const RELEASE_DOC_PATHS = {
  releaseDocList: '/doc/getReleaseDocList',
  productDocTree: '/doc/getDocByGroupByTree',
  miniProduct: '/product/release/findMiniProductInfo',
  // The same call as a unit's guide page (http-doc.gateway.ts), named here: importing that gateway would bring the
  // documents' adapter into home's first view, where this one is.
  releasedDoc: '/doc/findReleaseDocGroupById',
} as const;

export const createHttpReleaseDocGateway = (client: LcpRestClient): ReleaseDocPort => ({
  releaseDocList: (type) =>
    pipe(
      client.get(RELEASE_DOC_PATHS.releaseDocList, releaseDocListDto, { query: { type } }),
      TE.map((dto) => dto.list.map((doc) => ({ id: doc.id, title: doc.title }))),
    ),
  productDocTree: (productCode, tab) =>
    pipe(
      client.get(RELEASE_DOC_PATHS.productDocTree, docTreeDto, { query: { productCode, docType: PRODUCT_DOC_TYPE[tab] } }),
      TE.map(toGuideTree),
    ),
  releasedDoc: (docId) => pipe(client.get(RELEASE_DOC_PATHS.releasedDoc, docGroupDto, { query: { id: docId } }), TE.map(toMarkdownDoc)),
  miniProduct: (productCode) =>
    pipe(
      client.get(RELEASE_DOC_PATHS.miniProduct, miniProductDto, { query: { productCode } }),
      TE.map((dto) => ({ productCode: dto.productCode, name: dto.name, nameEn: dto.nameEn || dto.name })),
    ),
});
