import { http, HttpResponse } from 'msw';
import type { ApiDocDto, ApiMenuDto } from '../../infrastructure/dto/api-doc.dto.ts';
import type { ApiScrollPageDto, BizUnitDto, VisibleSupplierDto } from '../../infrastructure/dto/biz-unit.dto.ts';
import type { ClassifiedBizUnitListDto } from '../../infrastructure/dto/classified-biz-unit.dto.ts';
import { failure, NOT_FOUND_CODE, ok } from '../envelope.ts';
import { buildGeneratedApi, GENERATED_API_ID, GENERATED_DEEP_FIELD, FIELDS_PER_SECTION } from '../seed/generated-api.ts';
import { say } from '../seed/language.ts';
import { apiDocIn, type SandboxApi } from '../seed/sandbox-api.ts';
import type { SandboxStore } from '../store.ts';
import { asksEnglish, currentUserOf, languageOf, numberQuery } from './request.ts';

export const bizUnitHandlers = (store: SandboxStore) => {
  const { classifications, bizUnits, apis } = store.catalogue;
  const supplierOf = (request: Request) => {
    const user = currentUserOf(store, request);
    return user ? store.state().selectedTeams.get(user.info.userPin) : undefined;
  };
  const unitOf = (id: number) => bizUnits.find((unit) => unit.id === id);

  return [
    http.post('/lcp-rest/bizunit/findClassifiedBizUnitList', ({ request }) => {
      const solutionType = numberQuery(request, 'solutionType', 0);
      const signedIn = supplierOf(request) !== undefined;
      const english = asksEnglish(request);
      const data: ClassifiedBizUnitListDto = classifications
        // The project classification holds units visible only to the signed-in account.
        .filter((group) => group.classifyCode !== 'project' || signedIn)
        .map((group) => ({
          ...group,
          bizUnits: bizUnits
            .filter((unit) => unit.classifyCode === group.classifyCode && (!solutionType || unit.solutionType === solutionType))
            // The description in the request's language (the names come in both).
            .map(({ id, name, nameEn, code, remark, remarkEn, publishRange }) => ({ id, name, nameEn, code, remark: english ? remarkEn : remark, publishRange })),
        }))
        .filter((group) => group.bizUnits.length > 0);
      return ok(data);
    }),

    ...['/lcp-rest/bizunit/getBizUnitById', '/lcp-rest/bizview/getBizUnitById'].map((path) =>
      http.get(path, ({ request }) => {
        const unit = unitOf(numberQuery(request, 'id', 0));
        const language = languageOf(request);
        if (!unit) return failure(NOT_FOUND_CODE, say(language, '业务单元不存在', 'Business unit not found'));
        // The names come in both languages, the description in the request's.
        const data: BizUnitDto = { id: unit.id, name: unit.name, nameEn: unit.nameEn, code: unit.code, remark: say(language, unit.remark, unit.remarkEn), hasUat: unit.hasUat, publishRange: unit.publishRange };
        return ok(data);
      }),
    ),

    http.get('/lcp-rest/bizvisiblesupplier/checkBizUnitVisibleSupplier', ({ request }) => {
      const unit = unitOf(numberQuery(request, 'unitId', 0));
      const supplier = supplierOf(request);
      const data: VisibleSupplierDto = !!unit && (unit.publishRange !== 1 || (supplier !== undefined && unit.visibleSupplierIds.includes(supplier)));
      return ok(data);
    }),

    http.get('/lcp-rest/bizapinterface/getBizUnitApiScrollPage', ({ request }) => {
      const unitId = numberQuery(request, 'unitId', 0);
      const lastId = numberQuery(request, 'lastId', 0);
      const size = numberQuery(request, 'size', 20);
      const english = asksEnglish(request);
      const data: ApiScrollPageDto = apis
        .filter((api) => api.unitId === unitId && api.doc.id > lastId)
        .slice(0, size)
        .map(({ doc, nameEn }) => ({ id: doc.id, apiCode: doc.apiCode, apiName: english ? nameEn : doc.apiName, apiUrl: doc.apiUrl, updateTime: String(doc.updateTime ?? '') }));
      return ok(data);
    }),

    http.get('/lcp-rest/bizapinterface/getApiDocListByCategory', ({ request }) => {
      const unitId = numberQuery(request, 'unitId', 0);
      const english = asksEnglish(request);
      const groups = new Map<string, ApiMenuDto[number]>();
      for (const api of apis.filter((candidate) => candidate.unitId === unitId)) {
        const group = groups.get(api.category.code) ?? { code: api.category.code, name: english ? api.category.nameEn : api.category.name, apiList: [] };
        group.apiList.push({ id: api.doc.id, apiCode: api.doc.apiCode, apiName: english ? api.nameEn : api.doc.apiName, apiUrl: api.doc.apiUrl });
        groups.set(api.category.code, group);
      }
      const data: ApiMenuDto = [...groups.values()];
      return ok(data);
    }),

    // The benchmark's larger document: JSON {fields} (at least that many request fields; 2,000 by default, at most
    // 20,000) adds or replaces API 29999 in unit 301 and answers where it is and its deepest field.
    http.post('/__sandbox/generated-api', async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { fields?: unknown };
      const fields = body.fields === undefined ? 2000 : Number(body.fields);
      if (!Number.isInteger(fields) || fields < 1 || fields > 20_000) {
        return HttpResponse.json({ error: 'BadFields', message: 'fields: a whole number 1–20000' }, { status: 400 });
      }
      const unitId = 301;
      const list = apis as SandboxApi[];
      const existing = list.findIndex((api) => api.doc.id === GENERATED_API_ID);
      if (existing >= 0) list.splice(existing, 1);
      list.push(buildGeneratedApi(unitId, fields));
      const total = Math.ceil(fields / FIELDS_PER_SECTION) * FIELDS_PER_SECTION;
      return HttpResponse.json({ unitId, apiId: GENERATED_API_ID, fields: total, deepField: GENERATED_DEEP_FIELD.join('.') });
    }),

    http.get('/lcp-rest/bizapinterface/getBizUnitApiDetails', ({ request }) => {
      const api = apis.find((candidate) => candidate.doc.id === numberQuery(request, 'id', 0));
      const language = languageOf(request);
      if (!api) return failure(NOT_FOUND_CODE, say(language, '接口不存在', 'API not found'));
      // The document in the request's language, as the localized backend answers it.
      const data: ApiDocDto = apiDocIn(api, language);
      return ok(data);
    }),
  ];
};
