import { z } from 'zod/mini';

const text = z.nullish(z.string());
const flag = z.nullish(z.union([z.string(), z.number()]));

/** A parameter of an API: required "1" yes, "0" no, "2" conditional; remark is HTML. */
export interface ApiParamNodeDto {
  id: number | string;
  name: string;
  logogramType?: string | null;
  required?: string | number | null;
  exampleValue?: string | null;
  remark?: string | null;
  children?: ApiParamNodeDto[] | null;
}
export const apiParamNodeDto: z.ZodMiniType<ApiParamNodeDto, ApiParamNodeDto> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    name: z.string(),
    logogramType: text,
    required: flag,
    exampleValue: text,
    remark: text,
    children: z.nullish(z.array(apiParamNodeDto)),
  }),
);

export interface ErrorCodeNodeDto {
  id: number | string;
  errorCode: string;
  errorMsg?: string | null;
  prescription?: string | null;
  children?: ErrorCodeNodeDto[] | null;
}
export const errorCodeNodeDto: z.ZodMiniType<ErrorCodeNodeDto, ErrorCodeNodeDto> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    errorCode: z.string(),
    errorMsg: text,
    prescription: text,
    children: z.nullish(z.array(errorCodeNodeDto)),
  }),
);

const demoDto = z.object({ tag: text, content: z.string() });

/** GET /bizapinterface/getBizUnitApiDetails?id data: one API's document. */
export const apiDocDto = z.object({
  id: z.number(),
  apiCode: z.string(),
  apiName: z.string(),
  apiRemark: text,
  apiUrl: z.string(),
  interfaceName: text,
  interfaceMethod: text,
  methodId: z.nullish(z.union([z.number(), z.string()])),
  apiLopDN: text,
  updateTime: z.nullish(z.union([z.string(), z.number()])),
  /** 1 JSF, 2 HTTP. */
  type: z.nullish(z.number()),
  /** 1 outbound, 2 callback. */
  callDirection: z.nullish(z.number()),
  /** 4 partner. */
  bizUnitType: z.nullish(z.number()),
  gateWayUrlDtoList: z.nullish(z.array(z.object({ envName: z.string(), url: z.string(), lopDn: text }))),
  inParams: z.nullish(z.array(apiParamNodeDto)),
  outParams: z.nullish(z.array(apiParamNodeDto)),
  requestDemo: z.nullish(z.array(demoDto)),
  reponseDemo: z.nullish(z.array(demoDto)),
  exceptionDemo: z.nullish(z.array(z.object({ content: z.string() }))),
  errorCodes: z.nullish(z.array(errorCodeNodeDto)),
  bizSdkList: z.nullish(z.array(z.object({ language: z.union([z.number(), z.string()]), jssKey: text }))),
  invokeDemoList: z.nullish(z.array(z.unknown())),
});
export type ApiDocDto = z.input<typeof apiDocDto>;

/** GET getApiDocListByCategory?unitId data: a unit's APIs grouped by category (the left menu). */
export const apiMenuDto = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    apiList: z.array(z.object({ id: z.number(), apiCode: z.string(), apiName: z.string(), apiUrl: z.string() })),
  }),
);
export type ApiMenuDto = z.input<typeof apiMenuDto>;
