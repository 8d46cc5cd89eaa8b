import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../application/errors/app-error';
import type { DocPort, DocSource } from '../../application/ports/doc.port';
import type { Sdk } from '../../domain/doc/sdk';
import { apiDocDto, apiMenuDto } from '../dto/api-doc.dto';
import { apiScrollPageDto, bizUnitDto, visibleSupplierDto } from '../dto/biz-unit.dto';
import { docGroupDto, docTreeDto } from '../dto/guide-doc.dto';
import { messageDetailDto, messageMenuDto } from '../dto/message-doc.dto';
import { baseSdkListDto, bizSdkPageDto } from '../dto/sdk.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';
import { toApiDoc, toApiMenu } from './api-doc.mapper';
import { toBizUnitSummary } from './http-biz-unit.gateway';
import { toBaseSdk, toBizSdk, toGuideTree, toMarkdownDoc, toMessageDoc, toMessageMenu } from './doc-content.mapper';

export const DOC_PATHS = {
  bizUnit: '/bizunit/getBizUnitById',
  bizUnitPreview: '/bizview/getBizUnitById',
  unitVisible: '/bizvisiblesupplier/checkBizUnitVisibleSupplier',
  apiMenu: '/bizapinterface/getApiDocListByCategory',
  apiDoc: '/bizapinterface/getBizUnitApiDetails',
  apiPage: '/bizapinterface/getBizUnitApiScrollPage',
  guideTree: '/doc/getDocByGroupByTree',
  guideDoc: '/doc/findReleaseDocGroupById',
  guideDocPreview: '/bizview/findDocGroupById',
  messageMenu: '/bizmsg/getBizUnitMessageByCategory',
  messageMenuPreview: '/bizview/getBizUnitMessagePreByCategory',
  messageDoc: '/bizmsg/getMessageDetails',
  baseSdks: '/sdk/getUsingBaseSdkList',
  bizSdks: '/sdk/getBizUnitSdkScrollPage',
} as const;

/** Business SDKs come in pages after `lastId`; a short page is the last. */
export const SDK_PAGE_SIZE = 50;

const previewQuery = (source: DocSource) => (source.kind === 'preview' ? { approvalNumber: source.approvalNumber } : {});

export const createHttpDocGateway = (client: LcpRestClient): DocPort => ({
  bizUnit: (unitId, source) =>
    pipe(
      client.get(source.kind === 'preview' ? DOC_PATHS.bizUnitPreview : DOC_PATHS.bizUnit, bizUnitDto, {
        query: { id: unitId, ...previewQuery(source) },
      }),
      TE.map((dto) => ({ ...toBizUnitSummary(dto), hasUat: dto.hasUat === true || dto.hasUat === 1 })),
    ),
  unitVisible: (unitId) => client.get(DOC_PATHS.unitVisible, visibleSupplierDto, { query: { unitId } }),
  apiMenu: (unitId) => pipe(client.get(DOC_PATHS.apiMenu, apiMenuDto, { query: { unitId } }), TE.map(toApiMenu)),
  apiPage: (unitId, lastId, size) =>
    pipe(
      client.get(DOC_PATHS.apiPage, apiScrollPageDto, { query: { unitId, lastId, size } }),
      TE.map((rows) =>
        rows.map((row) => ({ id: row.id, code: row.apiCode, name: row.apiName, path: row.apiUrl, updateTime: row.updateTime || undefined })),
      ),
    ),
  apiDoc: (apiId) => pipe(client.get(DOC_PATHS.apiDoc, apiDocDto, { query: { id: apiId } }), TE.map(toApiDoc)),
  guideTree: (unitId) => pipe(client.get(DOC_PATHS.guideTree, docTreeDto, { query: { objId: unitId } }), TE.map(toGuideTree)),
  guideDoc: (docId, source) =>
    pipe(
      client.get(source.kind === 'preview' ? DOC_PATHS.guideDocPreview : DOC_PATHS.guideDoc, docGroupDto, {
        query: { id: docId, ...previewQuery(source) },
      }),
      TE.map(toMarkdownDoc),
    ),
  messageMenu: (unitId, source) =>
    pipe(
      client.get(source.kind === 'preview' ? DOC_PATHS.messageMenuPreview : DOC_PATHS.messageMenu, messageMenuDto, {
        query: { unitId, ...previewQuery(source) },
      }),
      TE.map(toMessageMenu),
    ),
  messageDoc: (unitId, messageId) =>
    pipe(client.get(DOC_PATHS.messageDoc, messageDetailDto, { query: { unitId, id: messageId } }), TE.map(toMessageDoc)),
  baseSdks: () => pipe(client.get(DOC_PATHS.baseSdks, baseSdkListDto), TE.map((list) => list.map(toBaseSdk))),
  bizSdks: (unitId) => {
    const from = (lastId: number, collected: readonly Sdk[]): TE.TaskEither<AppError, readonly Sdk[]> =>
      pipe(
        client.get(DOC_PATHS.bizSdks, bizSdkPageDto, { query: { unitId, lastId, size: SDK_PAGE_SIZE } }),
        TE.flatMap((page) => {
          const all = [...collected, ...page.map(toBizSdk)];
          const last = page.at(-1);
          return page.length < SDK_PAGE_SIZE || !last ? TE.right(all) : from(last.id, all);
        }),
      );
    return from(0, []);
  },
});
