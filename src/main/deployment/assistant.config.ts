import type { AssistantKind } from '../../application/assistant/assistant-services';
import type { Deployment } from '../../domain/deployment/deployment';

/*
 * CONFIGURATION: which assistant the floating button opens, per deployment (docs/configuration.md). The AI service
 * (/autoBots/*) is offered on the domestic sites only; the international us/eu sites get the older FAQ robot, which
 * needs only the question search and the problem details.
 */
export const ASSISTANT_KIND: Readonly<Record<'internal' | 'external' | 'international', AssistantKind>> = {
  internal: 'aiChat',
  external: 'aiChat',
  international: 'faqRobot',
};

export const assistantKindFor = (deployment: Deployment): AssistantKind =>
  ASSISTANT_KIND[deployment.international ? 'international' : deployment.variant];
