import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { WorkOrderPort } from '../../application/ports/work-order.port';
import type { FaqType } from '../../domain/faq/question-doc';
import { faqTypeListDto, problemDetailDto, problemNeighbourDto, problemPageDto, type FaqTypeDto } from '../dto/faq.dto';
import { newMessageCountDto } from '../dto/work-order.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';

export const NEW_MESSAGE_PATH = '/workOrder/newMessage';

export const FAQ_PATHS = {
  typeList: '/workOrder/typeList',
  problems: (type: string) => `/workOrder/problem/problemRetrieval/${encodeURIComponent(type)}`,
  detail: (code: string) => `/workOrder/problem/detail/${encodeURIComponent(code)}`,
  neighbours: (code: string) => `/workOrder/problem/neighbor/${encodeURIComponent(code)}`,
} as const;

const toFaqType = (dto: FaqTypeDto): FaqType => ({
  code: dto.code,
  name: dto.typeName,
  children: (dto.children ?? []).map(toFaqType),
});

const viewsOf = (views: number | null | undefined): number | undefined => (typeof views === 'number' && views >= 0 ? views : undefined);

/** The unread badge (null means none) and the FAQ centre's reads. */
export const createHttpWorkOrderGateway = (client: LcpRestClient): WorkOrderPort => ({
  unreadCount: () =>
    pipe(
      client.post(NEW_MESSAGE_PATH, newMessageCountDto),
      TE.map((count) => count ?? 0),
    ),
  faqTypes: () => pipe(client.get(FAQ_PATHS.typeList, faqTypeListDto), TE.map((types) => types.map(toFaqType))),
  problems: (type, page, size) =>
    pipe(
      client.get(FAQ_PATHS.problems(type), problemPageDto, { query: { pageNo: page, pageSize: size } }),
      TE.map((dto) => ({
        total: Math.max(0, dto.total),
        problems: dto.list.map((item) => ({ code: item.code, title: item.title, views: viewsOf(item.views) })),
      })),
    ),
  problem: (code) =>
    pipe(
      client.get(FAQ_PATHS.detail(code), problemDetailDto),
      TE.map((dto) => ({ code, title: dto.title, contentHtml: dto.content, views: viewsOf(dto.views), updatedAt: dto.updateTime ?? undefined })),
    ),
  neighbours: (code) =>
    pipe(
      client.get(FAQ_PATHS.neighbours(code), problemNeighbourDto),
      TE.map((dto) => ({ previous: dto.previous ?? undefined, next: dto.next ?? undefined })),
    ),
});
