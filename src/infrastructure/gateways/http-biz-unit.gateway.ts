import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { z } from 'zod/mini';
import type { BizUnitPort } from '../../application/ports/biz-unit.port';
import type { BizUnitClassification, BizUnitSummary } from '../../domain/biz-unit/biz-unit';
import { bizUnitSummaryDto, classifiedBizUnitListDto } from '../dto/classified-biz-unit.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';

export const CLASSIFIED_BIZ_UNITS_PATH = '/bizunit/findClassifiedBizUnitList';

type ClassificationDto = z.output<typeof classifiedBizUnitListDto>[number];

export const toBizUnitSummary = (dto: z.output<typeof bizUnitSummaryDto>): BizUnitSummary => ({
  id: dto.id,
  name: dto.name,
  nameEn: dto.nameEn || dto.name,
  code: dto.code ?? '',
  remark: dto.remark ?? undefined,
  publishRange: dto.publishRange ?? undefined,
});

// A group without an id gets a negative one from its position, so it can never collide with a real id.
export const toBizUnitClassification = (dto: ClassificationDto, index: number): BizUnitClassification => ({
  id: dto.id ?? -(index + 1),
  classifyCode: dto.classifyCode ?? '',
  classifyName: dto.classifyName,
  classifyNameEn: dto.classifyNameEn || dto.classifyName,
  bizUnits: (dto.bizUnits ?? []).map(toBizUnitSummary),
});

export const createHttpBizUnitGateway = (client: LcpRestClient): BizUnitPort => ({
  findClassified: (solutionType) =>
    pipe(
      // Read through a query whose meta says what a failure does (toast only a described one, spec §8).
      client.post(CLASSIFIED_BIZ_UNITS_PATH, classifiedBizUnitListDto, { query: { solutionType } }),
      TE.map((groups) => groups.map(toBizUnitClassification)),
    ),
});
