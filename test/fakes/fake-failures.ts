import type { AppError, CallerFailureMeta } from '../../src/application/errors/app-error';
import type { CallerFailures } from '../../src/application/notifications/caller-says';

/** What callers said about their failures, in order (the announcer's `callerSays`). */
export const recordingFailures = (): CallerFailures & { readonly said: { error: AppError; said: CallerFailureMeta }[] } => {
  const said: { error: AppError; said: CallerFailureMeta }[] = [];
  return { said, callerSays: (error, meta) => void said.push({ error, said: meta }) };
};
