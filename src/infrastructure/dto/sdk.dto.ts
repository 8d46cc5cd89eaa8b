import { z } from 'zod/mini';

/** SDK language: 1 Java, 2 .NET, 3 PHP, 4 Python, 5 Golang. */
export const sdkLanguageDto = z.union([z.number(), z.string()]);

/** GET /sdk/getUsingBaseSdkList data: the platform's base SDKs. */
export const baseSdkListDto = z.array(
  z.object({
    id: z.number(),
    language: sdkLanguageDto,
    version: z.string(),
    fileName: z.nullish(z.string()),
    jssKey: z.nullish(z.string()),
    name: z.string(),
    description: z.nullish(z.string()),
  }),
);
export type BaseSdkListDto = z.input<typeof baseSdkListDto>;

/** GET /sdk/getBizUnitSdkScrollPage?unitId&lastId&size data: a page of a unit's business SDKs. */
export const bizSdkPageDto = z.array(
  z.object({
    id: z.number(),
    unitId: z.number(),
    name: z.string(),
    version: z.string(),
    language: sdkLanguageDto,
    remark: z.nullish(z.string()),
    jssKey: z.nullish(z.string()),
  }),
);
export type BizSdkPageDto = z.input<typeof bizSdkPageDto>;
