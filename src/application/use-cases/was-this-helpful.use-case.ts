import type { TaskEither } from 'fp-ts/TaskEither';
import type { HelpfulAnswer, HelpfulQuestion } from '../../domain/evaluation/was-this-helpful';
import type { AppError } from '../errors/app-error';
import type { EvaluationPort } from '../ports/evaluation.port';

/** The question the port sends for an answer: a yes carries no cause; a no its cause and its trimmed description. */
export const toHelpfulQuestion = (answer: HelpfulAnswer): HelpfulQuestion => {
  const target = {
    objId: answer.objId,
    docType: answer.docType,
    ...(answer.bizUnitId === undefined ? {} : { bizUnitId: answer.bizUnitId }),
    ...(answer.createUser ? { createUser: answer.createUser } : {}),
  };
  if (answer.helpful) return { ...target, helpful: true };
  const description = answer.description.trim();
  return { ...target, helpful: false, cause: answer.cause, ...(description ? { description } : {}) };
};

/** Sends a reader's "was this helpful" answer (POST /evaluate/submitQuestion, silent: the prompt shows its own failure). */
export const makeAnswerWasThisHelpful =
  (deps: { evaluations: EvaluationPort }) =>
  (answer: HelpfulAnswer): TaskEither<AppError, void> =>
    deps.evaluations.submitQuestion(toHelpfulQuestion(answer));
