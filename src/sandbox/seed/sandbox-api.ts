import type { ApiDocDto } from '../../infrastructure/dto/api-doc.dto.ts';

import type { SeedLanguage } from './language.ts';

/** One API of the seed: its unit, its menu category and its document in Chinese (`doc`) and in English (`docEn`). */
export interface SandboxApi {
  readonly unitId: number;
  readonly category: { readonly code: string; readonly name: string; readonly nameEn: string };
  readonly nameEn: string;
  readonly doc: ApiDocDto;
  readonly docEn: ApiDocDto;
}

/** The API's document in `language` (ids, paths and demos are the same in both). */
export const apiDocIn = (api: SandboxApi, language: SeedLanguage): ApiDocDto => (language === 'en' ? api.docEn : api.doc);
