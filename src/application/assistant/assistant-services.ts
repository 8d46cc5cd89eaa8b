import type { TaskEither } from 'fp-ts/TaskEither';
import type { PortalFeatures } from '../../domain/deployment/portal-features';
import type { AppError } from '../errors/app-error';
import type { AssistantPort } from '../ports/assistant.port';
import type { FaqPort, FaqProblem } from '../ports/faq.port';
import type { Scheduler } from '../ports/scheduler.port';

/** Which assistant the floating button opens on this deployment (docs/configuration.md). */
export type AssistantKind = PortalFeatures['assistant'];

/**
 * What the assistants' drivers (the hooks that run the machines' effects) need: the AI chat's calls, the FAQ robot's
 * question search and problem detail, time for the poller and the countdown, and random ids (traceId, reqId, bizId).
 */
export interface AssistantServices {
  readonly chat: AssistantPort;
  readonly searchQuestions: FaqPort['searchQuestions'];
  /** GET /workOrder/problem/detail/{code} through the work-order port (the FAQ centre's adapter). */
  readonly problem: (code: string) => TaskEither<AppError, FaqProblem>;
  readonly scheduler: Scheduler;
  readonly newId: () => string;
}
