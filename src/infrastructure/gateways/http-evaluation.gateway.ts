import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { DocEvaluation, Vote } from '../../application/doc-like/doc-evaluation';
import type { EvaluationPort } from '../../application/ports/evaluation.port';
import { evaluationResultDto, type DocEvaluationRequestDto } from '../dto/evaluation.dto';
import { imageUploadDto } from '../dto/image-upload.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';

export const DOC_EVALUATION_PATH = '/evaluation/docEvaluation';
export const IMAGE_UPLOAD_PATH = '/api/imageUpload';
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

export const toDocEvaluationRequest = (evaluation: DocEvaluation): DocEvaluationRequestDto => ({
  url: evaluation.url,
  ...voteFlags(evaluation.vote),
  ...(evaluation.reason === undefined ? {} : { reason: evaluation.reason, remarkReason: evaluation.reason }),
  ...(evaluation.description === undefined ? {} : { description: evaluation.description, remarkDetail: evaluation.description }),
  ...(evaluation.imageUrl === undefined ? {} : { imageUrl: evaluation.imageUrl }),
});

/** Silent calls: the widget reports its own failures (the too-frequent warning outside, spec §8). */
export const createHttpEvaluationGateway = (client: LcpRestClient): EvaluationPort => ({
  evaluateDoc: (evaluation) =>
    pipe(
      client.post(DOC_EVALUATION_PATH, evaluationResultDto, { body: toDocEvaluationRequest(evaluation), meta: { silent: true } }),
      TE.map(() => undefined),
    ),
  uploadImage: (file) => {
    const body = new FormData();
    body.append(IMAGE_UPLOAD_FIELD, file, file.name);
    return client.post(IMAGE_UPLOAD_PATH, imageUploadDto, { body, meta: { silent: true } });
  },
});
