import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../application/errors/app-error';
import type { BizUnitPort } from '../../application/ports/biz-unit.port';
import type { DocPort } from '../../application/ports/doc.port';
import type { BizUnitClassification } from '../../domain/biz-unit/biz-unit';
import type { OpenApiUnit, OpenApiUnits } from './openapi-document-list';
import type { OpenApiAnswer, OpenApiAnswers, OpenApiQuestion, OpenApiRequest, OpenApiUnitFace } from './openapi-host';
import { unitOfOperation } from './openapi-ids';
import { documentName, fileNameOf } from './openapi-names';
import type { OpenApiAsk } from './openapi-worker.channel';

/** The one menu group the units appear under. */
export const OPENAPI_CLASSIFICATION = { id: 1, classifyCode: 'openapi', classifyName: 'API 文档', classifyNameEn: 'API documents' } as const;

const NOT_FOUND: AppError = { kind: 'Http', status: 404 };

/**
 * The documentation ports on OpenAPI documents (the second adapter beside lcp-rest): a document is a unit, its tags
 * the API menu, its operations the API pages, its webhooks the messages, its description the unit's one guide page.
 * What lcp-rest alone has (restricted units, SDKs) is absent: every unit is public, and no unit has SDKs.
 */
export const createOpenApiDocGateway = (units: OpenApiUnits, ask: OpenApiAsk): { docs: DocPort; bizUnits: BizUnitPort } => {
  const configOf = (unitId: number): TE.TaskEither<AppError, OpenApiUnit> =>
    pipe(
      units,
      TE.chain((list) => {
        const unit = list.find((one) => one.id === unitId);
        return unit ? TE.right(unit) : TE.left(NOT_FOUND);
      }),
    );
  // The worker's answer is already the port's Either (its failure an AppError): the task is the question itself.
  const asked = <K extends OpenApiRequest['kind']>(unitId: number, question: (url: string) => OpenApiQuestion<K>): TE.TaskEither<AppError, OpenApiAnswers[K]> =>
    pipe(
      configOf(unitId),
      TE.chain((unit) => () => ask(question(unit.url))),
    );
  // A unit's page asks its face three times at once (the access check, the API menu, the message menu): one question
  // crosses to the worker and its one answer (a structured clone with the menus) is shared while it is on its way.
  const facesOnTheirWay = new Map<number, Promise<OpenApiAnswer<OpenApiUnitFace>>>();
  const face = (unitId: number): TE.TaskEither<AppError, OpenApiUnitFace> => () => {
    const onItsWay = facesOnTheirWay.get(unitId);
    if (onItsWay) return onItsWay;
    const asking = asked(unitId, (url) => ({ kind: 'unit', unitId, url }))().finally(() => facesOnTheirWay.delete(unitId));
    facesOnTheirWay.set(unitId, asking);
    return asking;
  };
  /** The unit's document as read, with its configuration. */
  const faceWithConfig = (unitId: number) => pipe(face(unitId), TE.chain((unit) => pipe(configOf(unitId), TE.map((config) => ({ unit, config })))));
  // A document without a title (`info.title` empty) is known by the name it is configured with, else its file's.
  const titleOf = (unit: OpenApiUnitFace, config: OpenApiUnit) => unit.title || config.name || config.nameEn || fileNameOf(config.url);

  const docs: DocPort = {
    bizUnit: (unitId) =>
      pipe(faceWithConfig(unitId), TE.map(({ unit, config }) => {
        const untitled = documentName(unit.title, config.url);
        return { id: unitId, name: config.name || untitled, nameEn: config.nameEn || untitled, code: `openapi-${String(unitId)}`, hasUat: false };
      })),
    unitVisible: () => TE.right(true),
    apiMenu: (unitId) => pipe(face(unitId), TE.map((unit) => unit.menu)),
    apiPage: (unitId, lastId, size) =>
      pipe(face(unitId), TE.map((unit) => {
        const seen = new Set<number>();
        const all = unit.menu.flatMap((group) => group.apis).filter((api) => !seen.has(api.id) && seen.add(api.id));
        const after = lastId === 0 ? 0 : all.findIndex((api) => api.id === lastId) + 1;
        return all.slice(after, after + size);
      })),
    apiDoc: (apiId) => asked(unitOfOperation(apiId), (url) => ({ kind: 'api', unitId: unitOfOperation(apiId), url, apiId })),
    guideTree: (unitId) =>
      pipe(faceWithConfig(unitId), TE.map(({ unit, config }) => (unit.description ? [{ id: unitId, title: titleOf(unit, config), children: [] }] : []))),
    guideDoc: (docId) =>
      pipe(
        faceWithConfig(docId),
        TE.chain(({ unit, config }) => (unit.description ? TE.right({ title: titleOf(unit, config), markdown: unit.description }) : TE.left<AppError>(NOT_FOUND))),
      ),
    messageMenu: (unitId) => pipe(face(unitId), TE.map((unit) => unit.messageMenu)),
    messageDoc: (unitId, messageId) => asked(unitId, (url) => ({ kind: 'message', unitId, url, messageId })),
    externalExample: (url) => () => ask({ kind: 'example', url }),
    baseSdks: () => TE.right([]),
    bizSdks: () => TE.right([]),
  };

  // The list is not worth reading every document for: a unit named in neither language goes by its file's name.
  const classified = (list: readonly OpenApiUnit[]): BizUnitClassification[] =>
    list.length
      ? [{ ...OPENAPI_CLASSIFICATION, bizUnits: list.map((unit) => ({ id: unit.id, name: unit.name || unit.nameEn || fileNameOf(unit.url), nameEn: unit.nameEn, code: `openapi-${String(unit.id)}` })) }]
      : [];
  const bizUnits: BizUnitPort = { findClassified: () => pipe(units, TE.map(classified)) };
  return { docs, bizUnits };
};
