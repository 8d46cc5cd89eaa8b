import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { DocPort, DocSource } from '../../application/ports/doc.port';
import { apiDocDto, apiMenuDto } from '../dto/api-doc.dto';
import { bizUnitDto, visibleSupplierDto } from '../dto/biz-unit.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';
import { toApiDoc, toApiMenu } from './api-doc.mapper';

export const DOC_PATHS = {
  bizUnit: '/bizunit/getBizUnitById',
  bizUnitPreview: '/bizview/getBizUnitById',
  unitVisible: '/bizvisiblesupplier/checkBizUnitVisibleSupplier',
  apiMenu: '/bizapinterface/getApiDocListByCategory',
  apiDoc: '/bizapinterface/getBizUnitApiDetails',
} as const;

const previewQuery = (source: DocSource) => (source.kind === 'preview' ? { approvalNumber: source.approvalNumber } : {});

export const createHttpDocGateway = (client: LcpRestClient): DocPort => ({
  bizUnit: (unitId, source) =>
    pipe(
      client.get(source.kind === 'preview' ? DOC_PATHS.bizUnitPreview : DOC_PATHS.bizUnit, bizUnitDto, {
        query: { id: unitId, ...previewQuery(source) },
      }),
      TE.map((dto) => ({
        id: dto.id,
        name: dto.name,
        nameEn: dto.nameEn || dto.name,
        code: dto.code ?? '',
        remark: dto.remark ?? undefined,
        publishRange: dto.publishRange ?? undefined,
        hasUat: dto.hasUat === true || dto.hasUat === 1,
      })),
    ),
  unitVisible: (unitId) => client.get(DOC_PATHS.unitVisible, visibleSupplierDto, { query: { unitId } }),
  apiMenu: (unitId) => pipe(client.get(DOC_PATHS.apiMenu, apiMenuDto, { query: { unitId } }), TE.map(toApiMenu)),
  apiDoc: (apiId) => pipe(client.get(DOC_PATHS.apiDoc, apiDocDto, { query: { id: apiId } }), TE.map(toApiDoc)),
});
