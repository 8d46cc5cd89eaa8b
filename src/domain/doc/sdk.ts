import type { SdkLanguage } from './api-doc';

/** A downloadable SDK: the platform's base SDKs and a unit's business SDKs (spec §1 "SDK docs"). */
export interface Sdk {
  readonly id: number;
  readonly name: string;
  readonly version: string;
  readonly language: SdkLanguage;
  readonly description?: string;
  /** The stored file; none means 'SDK not exist!'. */
  readonly fileKey?: string;
  readonly fileName?: string;
}
