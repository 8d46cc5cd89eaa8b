import type { BaseSdkListDto, BizSdkPageDto } from '../../infrastructure/dto/sdk.dto.ts';
import { SEED_BIZ_UNITS } from './biz-units.ts';
import { inBothLanguages, say } from './language.ts';

/** 1 Java, 2 .NET, 3 PHP, 4 Python, 5 Golang. */
const LANGUAGES = [
  [1, 'Java', '3.2.0'],
  [2, '.NET', '2.4.1'],
  [3, 'PHP', '1.9.3'],
  [4, 'Python', '2.1.0'],
  [5, 'Golang', '1.6.2'],
] as const;

export const SEED_BASE_SDKS = inBothLanguages(
  (language): BaseSdkListDto =>
    LANGUAGES.map(([code, name, version], index) => ({
      id: 900 + index,
      language: code,
      version,
      name: `LCP Open SDK for ${name}`,
      fileName: `lcp-open-sdk-${name.toLowerCase().replace('.', 'dotnet')}-${version}.zip`,
      jssKey: `sdk/base/lcp-open-sdk-${name.toLowerCase().replace('.', 'dotnet')}-${version}.zip`,
      description: say(language, `签名、鉴权与网关调用的基础库（${name}）`, `Signing, authorization and gateway calls for ${name}`),
    })),
);

type SeedUnit = Pick<(typeof SEED_BIZ_UNITS)[number], 'id' | 'code' | 'solutionType'>;

/**
 * A capability unit's business SDKs (other units have none): the SDK tab lists them, and each of the unit's APIs is in
 * every one of them, so an API page names only languages the SDK tab offers.
 */
export const bizSdksOf = (unit: SeedUnit) =>
  unit.solutionType !== 2
    ? []
    : LANGUAGES.slice(0, unit.id % 2 === 0 ? 3 : 5).map(([code, name, version]) => ({
        code,
        name,
        version,
        // The Golang package of every other unit has not been uploaded yet: the portal says 'SDK not exist!'.
        jssKey: name === 'Golang' && unit.id % 4 === 1 ? null : `sdk/biz/${unit.code}-${name.toLowerCase()}-${version}.zip`,
      }));

export const SEED_BIZ_SDKS = inBothLanguages((language): BizSdkPageDto => {
  let sdkId = 3_000;
  return SEED_BIZ_UNITS.flatMap((unit) =>
    bizSdksOf(unit).map(({ code, name, version, jssKey }) => ({
      id: ++sdkId,
      unitId: unit.id,
      name: `${unit.code}-sdk-${name.toLowerCase()}`,
      version,
      language: code,
      remark: say(language, `${unit.name}业务 SDK（${name}）`, `${unit.nameEn} SDK for ${name}`),
      jssKey,
    })),
  );
});
