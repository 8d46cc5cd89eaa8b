import type { TaskEither } from 'fp-ts/TaskEither';
import type { DocEvaluation } from '../../domain/evaluation/doc-evaluation';
import type { HelpfulQuestion } from '../../domain/evaluation/was-this-helpful';
import type { AppError } from '../errors/app-error';

export interface EvaluationPort {
  /** POST /evaluation/docEvaluation: the page's vote (and the dislike feedback). */
  evaluateDoc(evaluation: DocEvaluation): TaskEither<AppError, void>;
  /** POST /api/imageUpload (multipart, one image): the address of the stored image. */
  uploadImage(file: File): TaskEither<AppError, string>;
  /** POST /evaluate/submitQuestion: a "was this helpful" answer (silent). */
  submitQuestion(question: HelpfulQuestion): TaskEither<AppError, void>;
}
