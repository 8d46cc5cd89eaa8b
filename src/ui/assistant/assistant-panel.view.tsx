import { useDeploymentValues } from '../portal/portal.context';
import { AiChatPanel } from './ai-chat.view';
import type { PanelProps } from './assistant-shell.view';
import { FaqRobotPanel } from './faq-robot.view';
import { decide } from '../../domain/deployment/decide';

/**
 * The floating assistant, loaded in its own chunk when the button is first pressed: the AI chat, or the FAQ robot
 * where this deployment offers no AI service (docs/configuration.md).
 */
const AssistantPanel = (props: PanelProps) => {
  const kind = useDeploymentValues().features.assistant;
  return decide(kind, { faqRobot: <FaqRobotPanel {...props} />, aiChat: <AiChatPanel {...props} /> });
};

export default AssistantPanel;
