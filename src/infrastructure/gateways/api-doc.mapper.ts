import type { z } from 'zod/mini';
import { sdkLanguageOf, type ApiDoc, type ApiMenuGroup, type ErrorCodeNode } from '../../domain/doc/api-doc';
import { createAnchorRegistry } from '../../domain/doc/anchor';
import { requirementOf, type ParamNode } from '../../domain/doc/param-tree';
import type { apiDocDto, apiMenuDto, ApiParamNodeDto, ErrorCodeNodeDto } from '../dto/api-doc.dto';

const present = (value: string | null | undefined): string | undefined => (value ? value : undefined);

/** What a parameter-like DTO (API parameter, message property) says of one field. */
export interface FieldReading<T> {
  readonly id: string | number;
  readonly name: string;
  readonly type?: string | null;
  readonly required?: string | number | null;
  readonly example?: string | null;
  readonly description?: string | null;
  readonly children?: readonly T[] | null;
}

/** A field tree with anchors built from each field's path ('request-order.receiver'), unique on the page. */
export const toAnchoredTree = <T>(nodes: readonly T[] | null | undefined, prefix: string, read: (dto: T) => FieldReading<T>): ParamNode[] => {
  const anchor = createAnchorRegistry();
  const walk = (list: readonly T[], path: string): ParamNode[] =>
    list.map((dto) => {
      const field = read(dto);
      const here = path ? `${path}.${field.name}` : field.name;
      return {
        id: `${prefix}:${String(field.id)}`,
        anchor: anchor(`${prefix}-${here}`),
        name: field.name,
        type: field.type ?? '',
        requirement: requirementOf(field.required),
        example: present(field.example),
        description: present(field.description),
        children: walk(field.children ?? [], here),
      };
    });
  return walk(nodes ?? [], '');
};

/** API parameters: logogramType, required "1"/"0"/"2", exampleValue, remark (HTML). */
export const toParamTree = (nodes: readonly ApiParamNodeDto[] | null | undefined, prefix: string): ParamNode[] =>
  toAnchoredTree(nodes, prefix, (dto) => ({ ...dto, type: dto.logogramType, example: dto.exampleValue, description: dto.remark }));

const toErrorCodes = (nodes: readonly ErrorCodeNodeDto[] | null | undefined): ErrorCodeNode[] =>
  (nodes ?? []).map((dto) => ({
    id: String(dto.id),
    code: dto.errorCode,
    message: present(dto.errorMsg),
    fix: present(dto.prescription),
    children: toErrorCodes(dto.children),
  }));

const timeText = (value: string | number | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : String(value);

export const toApiDoc = (dto: z.output<typeof apiDocDto>): ApiDoc => ({
  id: dto.id,
  code: dto.apiCode,
  name: dto.apiName,
  remark: present(dto.apiRemark),
  path: dto.apiUrl,
  interfaceName: present(dto.interfaceName),
  interfaceMethod: present(dto.interfaceMethod),
  lopDn: present(dto.apiLopDN),
  updateTime: timeText(dto.updateTime),
  protocol: dto.type === 1 ? 'jsf' : dto.type === 2 ? 'http' : undefined,
  direction: dto.callDirection === 1 ? 'outbound' : dto.callDirection === 2 ? 'callback' : undefined,
  partner: dto.bizUnitType === 4,
  environments: (dto.gateWayUrlDtoList ?? []).map((env) => ({ name: env.envName, url: env.url, lopDn: present(env.lopDn) })),
  requestParams: toParamTree(dto.inParams, 'request'),
  responseParams: toParamTree(dto.outParams, 'response'),
  requestExamples: (dto.requestDemo ?? []).map((demo) => ({ tag: present(demo.tag), content: demo.content })),
  responseExamples: (dto.reponseDemo ?? []).map((demo) => ({ tag: present(demo.tag), content: demo.content })),
  exceptionExamples: (dto.exceptionDemo ?? []).map((demo) => demo.content),
  errorCodes: toErrorCodes(dto.errorCodes),
  sdks: (dto.bizSdkList ?? []).map((sdk) => ({ language: sdkLanguageOf(sdk.language), fileKey: present(sdk.jssKey) })),
});

export const toApiMenu = (dto: z.output<typeof apiMenuDto>): ApiMenuGroup[] =>
  dto.map((group) => ({
    code: group.code,
    name: group.name,
    apis: group.apiList.map((api) => ({ id: api.id, code: api.apiCode, name: api.apiName, path: api.apiUrl })),
  }));
