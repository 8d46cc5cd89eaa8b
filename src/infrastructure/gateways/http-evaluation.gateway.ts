import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { DocEvaluation, Vote } from '../../domain/evaluation/doc-evaluation';
import { HELPFUL_CAUSES, type HelpfulDocType, type HelpfulQuestion } from '../../domain/evaluation/was-this-helpful';
import type { EvaluationPort } from '../../application/ports/evaluation.port';
import { evaluationResultDto, type DocEvaluationRequestDto, type SubmitQuestionRequestDto } from '../dto/evaluation.dto';
import { imageUploadDto } from '../dto/image-upload.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';

export const DOC_EVALUATION_PATH = '/evaluation/docEvaluation';
export const IMAGE_UPLOAD_PATH = '/api/imageUpload';
export const SUBMIT_QUESTION_PATH = '/evaluate/submitQuestion';
/** The multipart field that carries the image. */
export const IMAGE_UPLOAD_FIELD = 'file';

/**
 * The vote as the backend's two flags (our reading; the spec names only url, like, reverse): like 1 for a like,
 * reverse 1 for a dislike, both 0 when the reader took the vote back.
 */
export const voteFlags = (vote: Vote): { like: 0 | 1; reverse: 0 | 1 } => ({
  like: vote === 'like' ? 1 : 0,
  reverse: vote === 'dislike' ? 1 : 0,
});

export const docEvaluationRequestOf = (evaluation: DocEvaluation): DocEvaluationRequestDto => ({
  url: evaluation.url,
  ...voteFlags(evaluation.vote),
  ...(evaluation.reason === undefined ? {} : { reason: evaluation.reason, remarkReason: evaluation.reason }),
  ...(evaluation.description === undefined ? {} : { description: evaluation.description, remarkDetail: evaluation.description }),
  ...(evaluation.imageUrl === undefined ? {} : { imageUrl: evaluation.imageUrl }),
});

/** docTypeMain of each document type (contract: 1 api, 2 msg, 3 guide). */
export const DOC_TYPE_MAIN: Readonly<Record<HelpfulDocType, 1 | 2 | 3>> = { api: 1, message: 2, guide: 3 };

/** The answer as the backend's body: whetherHelp 1 yes / 0 no, questionCause 1-5 in HELPFUL_CAUSES order. */
export const toSubmitQuestionRequest = (question: HelpfulQuestion): SubmitQuestionRequestDto => ({
  objId: question.objId,
  whetherHelp: question.helpful ? 1 : 0,
  docTypeMain: DOC_TYPE_MAIN[question.docType],
  ...(question.bizUnitId === undefined ? {} : { bizUnitId: question.bizUnitId }),
  ...(question.cause === undefined ? {} : { questionCause: HELPFUL_CAUSES.indexOf(question.cause) + 1 }),
  ...(question.description === undefined ? {} : { questionDesc: question.description }),
  ...(question.createUser === undefined ? {} : { createUser: question.createUser }),
});

export const createHttpEvaluationGateway = (client: LcpRestClient): EvaluationPort => ({
  evaluateDoc: (evaluation) =>
    pipe(
      client.post(DOC_EVALUATION_PATH, evaluationResultDto, { body: docEvaluationRequestOf(evaluation) }),
      TE.map(() => undefined),
    ),
  uploadImage: (file) => {
    const body = new FormData();
    body.append(IMAGE_UPLOAD_FIELD, file, file.name);
    return client.post(IMAGE_UPLOAD_PATH, imageUploadDto, { body });
  },
  submitQuestion: (question) =>
    pipe(
      client.post(SUBMIT_QUESTION_PATH, evaluationResultDto, { body: toSubmitQuestionRequest(question) }),
      TE.map(() => undefined),
    ),
});
