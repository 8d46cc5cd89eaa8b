import { ContainerModule } from 'inversify';
import { makeAssistantServices } from '../../../application/assistant/make-assistant-services';
import type { SupportFeature } from '../../../application/features/support.feature';
import { makeListProblems } from '../../../application/use-cases/question-docs.use-case';
import { TOKENS } from '../tokens';

/** Help: the floating assistants' services, the FAQ centre and the work-order counter. */
export const supportModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Support)
    .toDynamicValue((context): SupportFeature => {
      const workOrders = context.get(TOKENS.WorkOrderPort);
      const failures = context.get(TOKENS.FailureAnnouncer);
      return {
        workOrders,
        assistant: makeAssistantServices({
          chat: context.get(TOKENS.AssistantPort),
          faq: context.get(TOKENS.FaqPort),
          workOrders,
          scheduler: context.get(TOKENS.Scheduler),
          session: context.get(TOKENS.Session),
          newId: context.get(TOKENS.RandomId),
          failures,
        }),
        faqProblems: makeListProblems({ workOrders }),
        faqNeighbours: (code) => workOrders.neighbours(code),
      };
    })
    .inSingletonScope();
});
