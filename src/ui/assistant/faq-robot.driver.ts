import type { QueryClient } from '@tanstack/react-query';
import type { AssistantServices } from '../../application/assistant/assistant-services';
import {
  faqRobotTransition,
  initialFaqRobotState,
  type FaqRobotEffect,
  type FaqRobotEvent,
  type FaqRobotState,
} from '../../application/assistant/faq-robot.machine';
import { robotProblemQuery, robotQuestionsQuery } from './assistant.queries';
import { createMachineStore, createSerialQueue } from './machine-store';

export const COUNTDOWN_TICK_MS = 1000;

export interface FaqRobotDriver {
  readonly get: () => FaqRobotState;
  readonly subscribe: (listener: () => void) => () => void;
  readonly send: (event: FaqRobotEvent) => void;
  readonly newId: () => string;
  readonly dispose: () => void;
}

/**
 * Runs the FAQ robot machine: searches, problem details (the work-order port's), record saves one after another,
 * and the send countdown (a `tick` a second while the cooldown lasts).
 */
export const createFaqRobotDriver = (services: AssistantServices, queries: Pick<QueryClient, 'query'>): FaqRobotDriver => {
  let cancelTick: (() => void) | undefined;
  const save = createSerialQueue();
  const store = createMachineStore<FaqRobotState, FaqRobotEvent, FaqRobotEffect>(initialFaqRobotState(), faqRobotTransition, (effect) => run(effect));
  const { send } = store;

  const tick = (): void => {
    cancelTick = undefined;
    send({ type: 'tick' });
    // A waiting question sent by this tick starts a new countdown of its own (startCountdown).
    if (store.get().cooldown > 0 && !cancelTick) cancelTick = services.scheduler.after(COUNTDOWN_TICK_MS, tick);
  };

  function run(effect: FaqRobotEffect): void {
    switch (effect.type) {
      case 'search':
        void queries.query(robotQuestionsQuery(services, effect.q, effect.from, effect.size)).then(
          (found) => send({ type: 'searchLoaded', requestId: effect.requestId, total: found.total, rows: found.rows }),
          () => send({ type: 'searchFailed', requestId: effect.requestId }),
        );
        return;
      case 'loadDetail':
        void queries.query(robotProblemQuery(services, effect.code)).then(
          (detail) => send({ type: 'detailLoaded', answerId: effect.answerId, code: effect.code, detail }),
          () => send({ type: 'detailFailed', answerId: effect.answerId, code: effect.code }),
        );
        return;
      case 'saveRecord':
        save(() => services.chat.saveRecord(effect.record)());
        return;
      case 'startCountdown':
        cancelTick?.();
        cancelTick = services.scheduler.after(COUNTDOWN_TICK_MS, tick);
        return;
    }
  }

  return {
    ...store,
    newId: () => services.newId(),
    dispose: () => {
      cancelTick?.();
      cancelTick = undefined;
      // A countdown cut short by unmounting must not leave send disabled for a later mount, nor send a waiting question.
      send({ type: 'closed' });
    },
  };
};
