import { z } from 'zod/mini';

const text = z.nullish(z.string());
const flag = z.nullish(z.union([z.number(), z.string(), z.boolean()]));

/** GET /bizapinterface/selectBizApiList?unitId&queryLike data: the APIs the test tool can call. */
export const testableApiListDto = z.array(z.object({ id: z.number(), apiCode: z.string(), apiName: z.string(), apiUrl: text }));
export type TestableApiListDto = z.input<typeof testableApiListDto>;

/** A parameter of the API test tool's editor. type: Single, Obj, List, Set, Array, Map or MapKeyValuePair. */
export interface TestParamNodeDto {
  id: number | string;
  paramId?: number | string | null;
  name: string;
  type: string;
  objectType?: string | null;
  webShowType?: string | null;
  value?: string | null;
  required?: number | string | boolean | null;
  remark?: string | null;
  canDelete?: number | string | boolean | null;
  children?: TestParamNodeDto[] | null;
}
export const testParamNodeDto: z.ZodMiniType<TestParamNodeDto, TestParamNodeDto> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    paramId: z.nullish(z.union([z.number(), z.string()])),
    name: z.string(),
    type: z.string(),
    objectType: text,
    webShowType: text,
    value: text,
    required: flag,
    remark: text,
    canDelete: flag,
    children: z.nullish(z.array(testParamNodeDto)),
  }),
);

/** GET /bizapinterface/getMethodDetailsForApiTestUtil?apiId data. */
export const testParamTreeDto = z.array(testParamNodeDto);
export type TestParamTreeDto = z.input<typeof testParamTreeDto>;

/** POST /bizapinterface/getBizApiMethodParamsVisibleMap [apiId] data: paramId → 0 hidden, 1 shown. */
export const paramsVisibleMapDto = z.record(z.string(), z.number());
export type ParamsVisibleMapDto = z.input<typeof paramsVisibleMapDto>;

/** POST /apiTest/getFormatDataForGateway and /apiTest/getFormatData data: the edited parameters as a JSON string. */
export const formattedParamsDto = z.string();
export type FormattedParamsDto = z.input<typeof formattedParamsDto>;

/** POST /bizapinterface/testUnitApi body. */
export const testUnitApiRequestDto = z.object({
  apiId: z.union([z.number(), z.string()]),
  appKey: z.string().check(z.minLength(1)),
  appSecret: z.string().check(z.minLength(1)),
  /** Absent (or empty) for partner apps: they sign without an access token (signature.md "Partner apps"). */
  accessToken: z.nullish(z.string()),
  algorithm: z.string().check(z.minLength(1)),
  env: z.nullish(z.string()),
  paramJson: z.nullish(z.string()),
  appType: z.nullish(z.union([z.number(), z.string()])),
  headers: z.nullish(z.unknown()),
});
export type TestUnitApiRequestDto = z.input<typeof testUnitApiRequestDto>;

/** POST /bizapinterface/testUnitApi data: the signed request address and the gateway's answer. */
export const testUnitApiResultDto = z.object({ url: z.string(), body: z.string() });
export type TestUnitApiResultDto = z.input<typeof testUnitApiResultDto>;

/** POST /bizapinterface/codegen data: one code sample per requested language (java8, python3, go, php, dotnet_standard_2_0). */
export const codegenResultDto = z.array(z.object({ name: z.string(), code: z.string() }));
export type CodegenResultDto = z.input<typeof codegenResultDto>;
