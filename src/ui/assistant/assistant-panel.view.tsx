import { useDeploymentValues } from '../portal/portal.context';
import { AiChatPanel } from './ai-chat.view';
import type { PanelProps } from './assistant-shell.view';
import { FaqRobotPanel } from './faq-robot.view';

/**
 * The floating assistant, loaded in its own chunk when the button is first pressed: the AI chat, or the FAQ robot
 * where this deployment offers no AI service (docs/configuration.md).
 */
const AssistantPanel = (props: PanelProps) => {
  const kind = useDeploymentValues().features.assistant;
  return kind === 'faqRobot' ? <FaqRobotPanel {...props} /> : <AiChatPanel {...props} />;
};

export default AssistantPanel;
