import { isTestParamType, prepareTestParams, type TestParam, type TestParamTree, type VisibilityMap } from '../../domain/api-test/test-params';
import type { AppSource, TestEnvironment } from '../../domain/api-test/test-settings';
import type { TestableApi } from '../../domain/api-test/testable-api';
import { algorithmParam } from '../../domain/signature/signature';
import type { ApiTestCall } from '../../application/ports/api-test.port';
import type { TestableApiListDto, TestParamNodeDto, TestUnitApiRequestDto } from '../dto/api-test.dto';

export const toTestableApi = (dto: TestableApiListDto[number]): TestableApi => ({ id: dto.id, code: dto.apiCode, name: dto.apiName, path: dto.apiUrl ?? '' });

const isSet = (flag: TestParamNodeDto['required']): boolean => flag === true || flag === 1 || flag === '1' || flag === 'true';

const toNode = (dto: TestParamNodeDto): TestParam => {
  const children = (dto.children ?? []).map(toNode);
  const type = isTestParamType(dto.type) ? dto.type : children.length ? 'Obj' : 'Single';
  return {
    id: String(dto.id),
    paramId: String(dto.paramId ?? dto.id),
    name: dto.name,
    type,
    objectType: dto.objectType ?? '',
    ...(dto.webShowType ? { hint: dto.webShowType } : {}),
    required: isSet(dto.required),
    ...(dto.remark ? { remark: dto.remark } : {}),
    // The server's value is the parameter's example: the form starts empty (as the platform's own console does) and
    // "fill examples" puts it in.
    example: dto.value ?? '',
    value: '',
    // Decided by the domain (items of lists and entries of maps): the server's flag reads 1 = deletable in the
    // sandbox and '0' = deletable in the platform's own console.
    canDelete: false,
    children,
  };
};

/** getMethodDetailsForApiTestUtil's tree, ready for editing. */
export const toTestParamTree = (dtos: readonly TestParamNodeDto[]): TestParamTree => prepareTestParams(dtos.map(toNode));

const wireId = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);

/** The edited form as the {params} of getFormatDataForGateway / getFormatData: the shape it came in, with the values typed. */
export const toTestParamDto = (node: TestParam): TestParamNodeDto => ({
  id: wireId(node.id),
  paramId: wireId(node.paramId),
  name: node.name,
  type: node.type,
  objectType: node.objectType || null,
  webShowType: node.hint ?? null,
  value: node.value,
  required: node.required ? '1' : '0',
  children: node.children.map(toTestParamDto),
});

export const toVisibilityMap = (dto: Readonly<Record<string, number>>): VisibilityMap => ({ ...dto });

/** The platform's env names of testUnitApi (its own console sends test, uat and prod). */
export const ENV_WIRE: Readonly<Record<TestEnvironment, string>> = { production: 'prod', preRelease: 'uat', test: 'test' };
/** testUnitApi's appType is the app source: 1 logistics open platform app, 2 JOS app (the platform's own console). */
export const APP_SOURCE_WIRE: Readonly<Record<AppSource, number>> = { lop: 1, jos: 2 };

/** POST /bizapinterface/testUnitApi's body. A partner's call has no accessToken. */
export type TestUnitApiBody = Omit<TestUnitApiRequestDto, 'accessToken'> & { readonly accessToken?: string };

export const toTestUnitApiBody = (call: ApiTestCall): TestUnitApiBody => ({
  apiId: call.apiId,
  appKey: call.appKey,
  appSecret: call.appSecret,
  ...(call.accessToken ? { accessToken: call.accessToken } : {}),
  algorithm: algorithmParam(call.algorithm),
  env: ENV_WIRE[call.environment],
  paramJson: call.paramJson,
  appType: APP_SOURCE_WIRE[call.appSource],
});
