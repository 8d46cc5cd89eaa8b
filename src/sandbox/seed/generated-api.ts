import type { ApiDocDto } from '../../infrastructure/dto/api-doc.dto.ts';
import { say, type SeedLanguage } from './language.ts';
import { buildParams, environmentName, type Field, type Struct } from './param-library.ts';
import type { SandboxApi } from './sandbox-api.ts';

/*
 * A generated API document of any size, for the benchmark's "larger document" (POST /__sandbox/generated-api).
 * Sections of a tree six levels deep, each node with four plain fields and (above the last level) two members, so
 * one section holds 315 fields; sections are added until there are at least `minFields`.
 */

export const GENERATED_API_ID = 29_999;
export const GENERATED_API_PATH = '/generated/large/document';
const LEVELS = ['section', 'records', 'detail', 'lines', 'attributes', 'values'] as const;
export const FIELDS_PER_SECTION = 315;

const leaves = (level: string): Field[] => [
  [`${level}Code`, 'String', '1', `${level.toUpperCase()}-01`, `${level} 编码`, `${level} code`],
  [`${level}Name`, 'String', '0', `${level} name`, `${level} 名称`, `${level} name`],
  [`${level}Amount`, 'BigDecimal', '0', '12.50', `${level} 金额`, `${level} amount`],
  [`${level}Flag`, 'Boolean', '0', 'true', `${level} 标志`, `${level} flag`],
];

const node = (depth: number, name: string): Struct => {
  const level = LEVELS[depth] ?? 'values';
  const below = depth + 1 < LEVELS.length ? [node(depth + 1, `${LEVELS[depth + 1]}`), node(depth + 1, `${LEVELS[depth + 1]}Extra`)] : [];
  return { name, type: depth % 2 === 0 ? 'Object' : 'List', zh: `${name}（第 ${String(depth + 1)} 层）`, en: `${name} (level ${String(depth + 1)})`, members: [...leaves(level), ...below] };
};

/** The deepest request field's path (what the benchmark looks for): section1.records.detail.lines.attributes.values.valuesFlag. */
export const GENERATED_DEEP_FIELD = ['section1', ...LEVELS.slice(1), 'valuesFlag'] as const;

/** The request tree: as many sections as make at least `minFields` fields. */
export const generatedRequest = (minFields: number): readonly Struct[] => {
  const sections = Math.max(1, Math.ceil(minFields / FIELDS_PER_SECTION));
  return Array.from({ length: sections }, (_, index) => node(0, `section${String(index + 1)}`));
};

export const buildGeneratedApi = (unitId: number, minFields: number): SandboxApi => {
  const request = generatedRequest(minFields);
  const fields = String(request.length * FIELDS_PER_SECTION);
  const docIn = (language: SeedLanguage): ApiDocDto => {
    let paramId = 0;
    const nextId = () => ++paramId;
    return {
      id: GENERATED_API_ID,
      apiCode: 'lcp.generated.large.document',
      apiName: say(language, `生成的大型接口（${fields} 个字段）`, `Generated large API (${fields} fields)`),
      apiRemark: say(language, '<p>沙箱为基准测试生成的接口文档。</p>', '<p>An API document the sandbox generated for the benchmark.</p>'),
      apiUrl: GENERATED_API_PATH,
      interfaceName: 'com.lcp.open.generated.LargeApi',
      interfaceMethod: 'submit',
      methodId: 299_990,
      apiLopDN: 'lcp.generated',
      updateTime: '2026-11-24 09:00:00',
      type: 2,
      callDirection: 1,
      bizUnitType: 1,
      gateWayUrlDtoList: [{ envName: environmentName(language, 'test'), url: `https://test-api.example.com${GENERATED_API_PATH}`, lopDn: 'lcp.generated' }],
      inParams: buildParams(request, nextId, language),
      outParams: buildParams([['code', 'Integer', '1', '0', '结果码', 'Result code'], ['message', 'String', '0', 'success', '结果说明', 'Result message']], nextId, language),
      requestDemo: [],
      reponseDemo: [],
      exceptionDemo: [],
      errorCodes: [],
      bizSdkList: [],
      invokeDemoList: [],
    };
  };
  return {
    unitId,
    nameEn: `Generated large API (${fields} fields)`,
    category: { code: 'generated', name: '生成的接口', nameEn: 'Generated' },
    doc: docIn('zh'),
    docEn: docIn('en'),
  };
};
