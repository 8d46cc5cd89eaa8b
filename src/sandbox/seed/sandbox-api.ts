import type { ApiDocDto } from '../../infrastructure/dto/api-doc.dto.ts';

/** One API of the seed: its unit, its menu category and its document. */
export interface SandboxApi {
  readonly unitId: number;
  readonly category: { readonly code: string; readonly name: string; readonly nameEn: string };
  readonly nameEn: string;
  readonly doc: ApiDocDto;
}
