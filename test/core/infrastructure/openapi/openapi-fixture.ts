import type { Json } from '../../../../src/infrastructure/openapi/openapi-json';
import type { DocumentSet } from '../../../../src/infrastructure/openapi/openapi-refs';
import { petstoreSwagger2, sharedOpenApi, shopOpenApi } from '../../../../src/sandbox/seed/openapi-documents';

export const ROOT = 'https://docs.example.test/specs/shop.json';
export const SHARED = 'https://docs.example.test/specs/common/shared.json';

/** The sandbox's shop document, which uses every construct the reader maps, and the file it refers to. */
export const shopDocument = (): Record<string, Json> => shopOpenApi() as Record<string, Json>;
export const sharedDocument = (): Record<string, Json> => sharedOpenApi() as Record<string, Json>;
export const petstoreDocument = (): Record<string, Json> => petstoreSwagger2() as Record<string, Json>;

export const shopSet = (): DocumentSet => ({ root: ROOT, files: new Map<string, Json>([[ROOT, shopDocument()], [SHARED, sharedDocument()]]) });
