import type { z } from 'zod/mini';
import { sdkLanguageOf } from '../../domain/doc/api-doc';
import type { GuideTreeNode, MarkdownDoc } from '../../domain/doc/guide-doc';
import type { MessageDoc, MessageMenuGroup } from '../../domain/doc/message-doc';
import type { ParamNode } from '../../domain/doc/param-tree';
import { toAnchoredTree } from './api-doc.mapper';
import type { Sdk } from '../../domain/doc/sdk';
import type { docGroupDto, DocTreeNodeDto } from '../dto/guide-doc.dto';
import type { messageDetailDto, messageMenuDto, MessagePropDto } from '../dto/message-doc.dto';
import type { baseSdkListDto, bizSdkPageDto } from '../dto/sdk.dto';

const present = (value: string | null | undefined): string | undefined => (value ? value : undefined);
const timeText = (value: string | number | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : String(value);

export const toGuideTree = (nodes: readonly DocTreeNodeDto[] | null | undefined): GuideTreeNode[] =>
  (nodes ?? []).map((node) => ({ id: node.id, title: node.title, children: toGuideTree(node.children) }));

export const toMarkdownDoc = (dto: z.output<typeof docGroupDto>): MarkdownDoc => ({
  title: dto.title,
  markdown: dto.content,
  updateTime: timeText(dto.updateTime),
});

export const toMessageMenu = (dto: z.output<typeof messageMenuDto>): MessageMenuGroup[] =>
  dto.map((group) => ({
    code: group.code,
    name: group.name,
    messages: group.messageList.map((message) => ({ id: message.id, name: message.name, chineseName: present(message.chineseName) })),
  }));

const toProperties = (nodes: readonly MessagePropDto[] | null | undefined): ParamNode[] =>
  toAnchoredTree(nodes, 'property', (dto) => ({ ...dto, example: dto.exampleValue, description: dto.descr }));

export const toMessageDoc = (dto: z.output<typeof messageDetailDto>): MessageDoc => ({
  id: dto.id,
  name: dto.name,
  chineseName: present(dto.chineseName),
  description: present(dto.descr),
  example: present(dto.messageDemo),
  updateTime: timeText(dto.updateTime),
  properties: toProperties(dto.messagePropList),
});

export const toBaseSdk = (dto: z.output<typeof baseSdkListDto>[number]): Sdk => ({
  id: dto.id,
  name: dto.name,
  version: dto.version,
  language: sdkLanguageOf(dto.language),
  description: present(dto.description),
  fileKey: present(dto.jssKey),
  fileName: present(dto.fileName),
});

export const toBizSdk = (dto: z.output<typeof bizSdkPageDto>[number]): Sdk => ({
  id: dto.id,
  name: dto.name,
  version: dto.version,
  language: sdkLanguageOf(dto.language),
  description: present(dto.remark),
  fileKey: present(dto.jssKey),
});
