import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { DocFeedback, Vote } from '../../domain/evaluation/doc-evaluation';
import type { AppError } from '../errors/app-error';
import { quietly, type CallerFailures } from '../notifications/caller-says';
import type { EvaluationPort } from '../ports/evaluation.port';

/**
 * Sends a page's vote as the reader set it (spec §4 "Doc like widget": each toggle posts the evaluation). Silent: the
 * widget says its own failures (the too-frequent warning, spec §8).
 */
export const makeEvaluateDoc =
  (deps: { evaluations: EvaluationPort; failures: CallerFailures }) =>
  (url: string, vote: Vote): TE.TaskEither<AppError, void> =>
    quietly(deps.failures)(deps.evaluations.evaluateDoc({ url, vote }));

/**
 * Sends a dislike with its feedback (spec §5): the screenshot, when there is one, is uploaded first and its address
 * goes with the reason and the description; a failed upload sends nothing else.
 */
export const makeSubmitDocFeedback =
  (deps: { evaluations: EvaluationPort; failures: CallerFailures }) =>
  (url: string, feedback: DocFeedback): TE.TaskEither<AppError, void> =>
    pipe(
      feedback.screenshot ? pipe(deps.evaluations.uploadImage(feedback.screenshot), TE.map((imageUrl): string | undefined => imageUrl)) : TE.right(undefined),
      TE.flatMap((imageUrl) =>
        deps.evaluations.evaluateDoc({
          url,
          vote: 'dislike',
          reason: feedback.reason,
          description: feedback.description.trim(),
          ...(imageUrl ? { imageUrl } : {}),
        }),
      ),
      quietly(deps.failures),
    );
