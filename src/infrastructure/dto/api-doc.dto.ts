import { z } from 'zod';

const text = z.string().nullish();
const flag = z.union([z.string(), z.number()]).nullish();

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
export const apiParamNodeDto: z.ZodType<ApiParamNodeDto, ApiParamNodeDto> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    name: z.string(),
    logogramType: text,
    required: flag,
    exampleValue: text,
    remark: text,
    children: z.array(apiParamNodeDto).nullish(),
  }),
);

export interface ErrorCodeNodeDto {
  id: number | string;
  errorCode: string;
  errorMsg?: string | null;
  prescription?: string | null;
  children?: ErrorCodeNodeDto[] | null;
}
export const errorCodeNodeDto: z.ZodType<ErrorCodeNodeDto, ErrorCodeNodeDto> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    errorCode: z.string(),
    errorMsg: text,
    prescription: text,
    children: z.array(errorCodeNodeDto).nullish(),
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
  methodId: z.union([z.number(), z.string()]).nullish(),
  apiLopDN: text,
  updateTime: z.union([z.string(), z.number()]).nullish(),
  /** 1 JSF, 2 HTTP. */
  type: z.number().nullish(),
  /** 1 outbound, 2 callback. */
  callDirection: z.number().nullish(),
  /** 4 partner. */
  bizUnitType: z.number().nullish(),
  gateWayUrlDtoList: z.array(z.object({ envName: z.string(), url: z.string(), lopDn: text })).nullish(),
  inParams: z.array(apiParamNodeDto).nullish(),
  outParams: z.array(apiParamNodeDto).nullish(),
  requestDemo: z.array(demoDto).nullish(),
  reponseDemo: z.array(demoDto).nullish(),
  exceptionDemo: z.array(z.object({ content: z.string() })).nullish(),
  errorCodes: z.array(errorCodeNodeDto).nullish(),
  bizSdkList: z.array(z.object({ language: z.union([z.number(), z.string()]), jssKey: text })).nullish(),
  invokeDemoList: z.array(z.unknown()).nullish(),
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
