import type { LoadOnce } from '../concurrency/load-once';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { DocFeedback, Vote } from '../../domain/evaluation/doc-evaluation';
import type { HelpfulAnswer } from '../../domain/evaluation/was-this-helpful';
import type { AppError } from '../errors/app-error';
import type { Sdk } from '../../domain/doc/sdk';
import type { DiagramRenderer } from '../ports/diagram.port';
import type { DocSource } from '../ports/doc.port';
import type { RichText, Sanitizer } from '../ports/rich-text.port';
import type { DocumentExport } from '../ports/document-export.port';
import type { BizUnitAccess } from '../use-cases/open-biz-unit.use-case';
import type { DocPort } from '../ports/doc.port';
import type { ReleaseDocPort } from '../ports/release-doc.port';
import type { BizUnitPort } from '../ports/biz-unit.port';
import type { HttpCallPort } from '../ports/http-call.port';

/** Reading documentation: the document ports (their reads have no rule of their own, so views query them directly), the unit access check, the renderers loaded on first use, downloads, and the evaluations of a page. */
export interface DocumentsFeature {
  /** Business units by solution type (menus, capability and solution pages). */
  readonly bizUnits: BizUnitPort;
  /** Released platform documents and product document trees. */
  readonly releaseDocs: ReleaseDocPort;
  /** API, guide, message and SDK documents (lcp-rest doc calls). */
  readonly docs: DocPort;
  /** A business unit's header data, after the restricted-unit check (spec §4 "Document access"). */
  readonly openBizUnit: (unitId: number, source: DocSource) => TaskEither<AppError, BizUnitAccess>;
  /** Where an SDK's file is downloaded; undefined when it has none ('SDK not exist!'). */
  readonly sdkDownloadUrl: (sdk: Sdk) => string | undefined;
  /** The sanitizer and markdown renderer, loaded on first use (document pages). */
  readonly richText: LoadOnce<RichText>;
  /** The sanitizer alone, in a much smaller chunk than the markdown renderer (API and message docs, search). */
  readonly sanitizer: LoadOnce<Sanitizer>;
  /** The diagram renderer (mermaid), loaded only by a page whose document has a diagram. */
  readonly diagrams: () => Promise<DiagramRenderer>;
  /** The Markdown and OpenAPI exporters ("Download this page", "Download OpenAPI"), loaded on the first download. */
  readonly documentExport: () => Promise<DocumentExport>;
  /** The page-level like widget's vote on a document page (POST /evaluation/docEvaluation, silent). */
  readonly evaluateDoc: (url: string, vote: Vote) => TaskEither<AppError, void>;
  /** A dislike with its feedback: the screenshot is uploaded first (POST /api/imageUpload), then the evaluation. */
  readonly submitDocFeedback: (url: string, feedback: DocFeedback) => TaskEither<AppError, void>;
  /** The API doc page's "was this helpful" answer (POST /evaluate/submitQuestion, silent). */
  readonly answerWasThisHelpful: (answer: HelpfulAnswer) => TaskEither<AppError, void>;
  /** Try it's calls, sent from the page to an API's own server: only a deployment on OpenAPI documents has it. */
  readonly callApi?: HttpCallPort;
}
