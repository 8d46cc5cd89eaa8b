import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { DocEvaluation } from '../../../../src/domain/evaluation/doc-evaluation';
import type { AppError } from '../../../../src/application/errors/app-error';
import type { EvaluationPort } from '../../../../src/application/ports/evaluation.port';
import { makeEvaluateDoc, makeSubmitDocFeedback } from '../../../../src/application/use-cases/doc-evaluation.use-case';
import { recordingFailures } from '../../../fakes/fake-failures';

/** An in-memory evaluation port: records what it is sent; uploads answer an address unless told to fail. */
const fakePort = (options: { uploadFails?: AppError; evaluateFails?: AppError } = {}) => {
  const evaluations: DocEvaluation[] = [];
  const uploads: File[] = [];
  const port: EvaluationPort = {
    evaluateDoc: (evaluation) => {
      evaluations.push(evaluation);
      return options.evaluateFails ? TE.left(options.evaluateFails) : TE.right(undefined);
    },
    uploadImage: (file) => {
      uploads.push(file);
      return options.uploadFails ? TE.left(options.uploadFails) : TE.right(`https://img.test/${file.name}`);
    },
    submitQuestion: () => TE.right(undefined),
  };
  return { port, evaluations, uploads };
};

const tooFrequent: AppError = { kind: 'Business', code: 40029, message: 'too frequent' };

describe('evaluateDoc', () => {
  it.each(['like', 'dislike', 'none'] as const)('sends the %s vote of the page', async (vote) => {
    const { port, evaluations } = fakePort();
    expect(await makeEvaluateDoc({ evaluations: port, failures: recordingFailures() })('/#/doc/1', vote)()).toEqual(E.right(undefined));
    expect(evaluations).toEqual([{ url: '/#/doc/1', vote }]);
  });

  it('returns the failure', async () => {
    const { port } = fakePort({ evaluateFails: tooFrequent });
    expect(await makeEvaluateDoc({ evaluations: port, failures: recordingFailures() })('/#/doc/1', 'like')()).toEqual(E.left(tooFrequent));
  });
});

describe('submitDocFeedback', () => {
  it('sends a dislike with the reason and the trimmed description, uploading nothing without a screenshot', async () => {
    const { port, evaluations, uploads } = fakePort();
    const result = await makeSubmitDocFeedback({ evaluations: port, failures: recordingFailures() })('/#/doc/1', { reason: 'notUpdated', description: '  old  ' })();
    expect(result).toEqual(E.right(undefined));
    expect(uploads).toEqual([]);
    expect(evaluations).toEqual([{ url: '/#/doc/1', vote: 'dislike', reason: 'notUpdated', description: 'old' }]);
  });

  it('uploads the screenshot first and sends its address', async () => {
    const { port, evaluations, uploads } = fakePort();
    const shot = new File(['png'], 'shot.png', { type: 'image/png' });
    await makeSubmitDocFeedback({ evaluations: port, failures: recordingFailures() })('/#/doc/1', { reason: 'poorVisual', description: '', screenshot: shot })();
    expect(uploads).toEqual([shot]);
    expect(evaluations).toEqual([{ url: '/#/doc/1', vote: 'dislike', reason: 'poorVisual', description: '', imageUrl: 'https://img.test/shot.png' }]);
  });

  it('sends nothing else when the upload fails', async () => {
    const { port, evaluations } = fakePort({ uploadFails: { kind: 'Network' } });
    const shot = new File(['png'], 'shot.png', { type: 'image/png' });
    const result = await makeSubmitDocFeedback({ evaluations: port, failures: recordingFailures() })('/#/doc/1', { reason: 'other', description: 'x', screenshot: shot })();
    expect(result).toEqual(E.left({ kind: 'Network' }));
    expect(evaluations).toEqual([]);
  });

  it('returns the evaluation failure', async () => {
    const { port } = fakePort({ evaluateFails: tooFrequent });
    expect(await makeSubmitDocFeedback({ evaluations: port, failures: recordingFailures() })('/#/doc/1', { reason: 'incorrect', description: '' })()).toEqual(E.left(tooFrequent));
  });
});
