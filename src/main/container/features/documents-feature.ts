import type { ResolutionContext } from 'inversify';
import type { DocumentsFeature } from '../../../application/features/documents.feature';
import { makeEvaluateDoc, makeSubmitDocFeedback } from '../../../application/use-cases/doc-evaluation.use-case';
import { makeOpenBizUnit } from '../../../application/use-cases/open-biz-unit.use-case';
import { makeSdkDownloadUrl } from '../../../application/use-cases/sdk-download.use-case';
import { makeAnswerWasThisHelpful } from '../../../application/use-cases/was-this-helpful.use-case';
import { loadOnce } from '../../../application/concurrency/load-once';
import { TOKENS } from '../tokens';

/**
 * Documents: the document ports as they are (their reads have no rule of their own; views query them through
 * `*.queries.ts`), the unit access check, evaluations, and the renderers and exporters, each in its own chunk,
 * loaded once by the first page that needs it. Each docs source's module binds it (docs-sources/), with what only
 * that source has: Try it's calls to an API's own servers.
 */
export const documentsFeature = (context: ResolutionContext, only: Pick<DocumentsFeature, 'callApi'> = {}): DocumentsFeature => {
  const deployment = context.get(TOKENS.Deployment);
  const { fileOrigin } = context.get(TOKENS.HostTable).environments[deployment.environment];
  const location = context.get(TOKENS.Location);
  const docs = context.get(TOKENS.DocPort);
  const evaluations = context.get(TOKENS.EvaluationPort);
  const failures = context.get(TOKENS.FailureAnnouncer);
  return {
    docs,
    releaseDocs: context.get(TOKENS.ReleaseDocPort),
    bizUnits: context.get(TOKENS.BizUnitPort),
    openBizUnit: makeOpenBizUnit({ docs, session: context.get(TOKENS.Session), cookies: context.get(TOKENS.Cookies) }),
    sdkDownloadUrl: makeSdkDownloadUrl({ fileOrigin, pageOrigin: () => location.origin() }),
    richText: loadOnce(() => import('../../../infrastructure/rich-text/rich-text.adapter').then((module) => module.createRichText())),
    // The sanitizer alone: what API and message documents and search need of the rich-text adapter.
    sanitizer: loadOnce(() => import('../../../infrastructure/rich-text/sanitizer.adapter').then((module) => module.createSanitizer())),
    diagrams: loadOnce(() => import('../../../infrastructure/diagram/mermaid-diagram.adapter').then((module) => module.createMermaidDiagrams())).load,
    documentExport: loadOnce(() => import('../../../infrastructure/export/document-export.adapter').then((module) => module.createDocumentExport())).load,
    evaluateDoc: makeEvaluateDoc({ evaluations, failures }),
    submitDocFeedback: makeSubmitDocFeedback({ evaluations, failures }),
    answerWasThisHelpful: makeAnswerWasThisHelpful({ evaluations }),
    ...only,
  };
};
