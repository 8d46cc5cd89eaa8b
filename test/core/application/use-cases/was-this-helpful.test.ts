import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { HelpfulQuestion } from '../../../../src/domain/evaluation/was-this-helpful';
import type { AppError } from '../../../../src/application/errors/app-error';
import type { EvaluationPort } from '../../../../src/application/ports/evaluation.port';
import { makeAnswerWasThisHelpful } from '../../../../src/application/use-cases/was-this-helpful.use-case';

/** An in-memory evaluation port that records the questions it is sent; only submitQuestion is expected. */
const fakePort = (fails?: AppError) => {
  const questions: HelpfulQuestion[] = [];
  const port: EvaluationPort = {
    evaluateDoc: () => TE.left({ kind: 'Network' }),
    uploadImage: () => TE.left({ kind: 'Network' }),
    submitQuestion: (question) => {
      questions.push(question);
      return fails ? TE.left(fails) : TE.right(undefined);
    },
  };
  return { port, questions };
};

describe('answerWasThisHelpful', () => {
  it('sends a yes with the document, its business unit and the user, and no cause', async () => {
    const { port, questions } = fakePort();
    const result = await makeAnswerWasThisHelpful({ evaluations: port })({ objId: 5001, docType: 'api', bizUnitId: 101, helpful: true, createUser: 'pin-1' })();
    expect(result).toEqual(E.right(undefined));
    expect(questions).toEqual([{ objId: 5001, docType: 'api', bizUnitId: 101, helpful: true, createUser: 'pin-1' }]);
  });

  it('sends a no with its cause and the trimmed description; a visitor sends no user', async () => {
    const { port, questions } = fakePort();
    await makeAnswerWasThisHelpful({ evaluations: port })({ objId: 7, docType: 'message', helpful: false, cause: 'incorrect', description: '  wrong sample  ' })();
    expect(questions).toEqual([{ objId: 7, docType: 'message', helpful: false, cause: 'incorrect', description: 'wrong sample' }]);
  });

  it('leaves out a blank description and an empty user pin', async () => {
    const { port, questions } = fakePort();
    await makeAnswerWasThisHelpful({ evaluations: port })({ objId: 7, docType: 'guide', helpful: false, cause: 'other', description: '   ', createUser: '' })();
    expect(questions).toEqual([{ objId: 7, docType: 'guide', helpful: false, cause: 'other' }]);
  });

  it('returns the failure', async () => {
    const failure: AppError = { kind: 'Business', code: 500, message: 'boom' };
    const { port } = fakePort(failure);
    expect(await makeAnswerWasThisHelpful({ evaluations: port })({ objId: 1, docType: 'api', helpful: true })()).toEqual(E.left(failure));
  });
});
