import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isInputDisabled } from '../../application/assistant/ai-chat.machine';
import { useIdentity } from '../portal/portal.context';
import { AiMessages } from './ai-messages.view';
import { AssistantShell, type PanelProps } from './assistant-shell.view';
import { ChatComposer } from './chat-composer.view';
import { DislikeReasonDialog } from './dislike-dialog.view';
import { useAiChat } from './use-ai-chat';

/** The floating AI chat: the machine's state rendered, the view's gestures sent to it as events. */
export const AiChatPanel = (props: PanelProps) => {
  const { t } = useTranslation();
  const consoleUrl = useIdentity().consoleUrl;
  const { state, send, newId } = useAiChat(props.open);
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const ask = (text?: string) => send({ type: 'asked', reqId: newId(), bizId: newId(), ...(text === undefined ? {} : { text }) });
  const last = state.messages.at(-1);
  const lastText = last?.kind === 'answer' ? last.text : '';

  // Keep the newest message in view as it grows.
  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [state.messages.length, lastText, state.intro.status]);

  return (
    <>
      <AssistantShell
        {...props}
        title={t('assistant.title')}
        badge={state.newMessageCount === undefined ? undefined : { count: state.newMessageCount, href: consoleUrl('workOrder') }}
        initialFocus={inputRef}
        scrollRef={scrollRef}
        body={<AiMessages state={state} send={send} ask={ask} />}
        footer={
          <ChatComposer
            value={state.input}
            error={state.inputError ? t(state.inputError) : undefined}
            disabled={isInputDisabled(state)}
            inputRef={inputRef}
            suggestions={state.suggestions.items}
            action={isInputDisabled(state) ? { kind: 'stop', onStop: () => send({ type: 'stopRequested' }) } : { kind: 'send' }}
            onChange={(text) => send({ type: 'inputChanged', text, reqId: newId() })}
            onAsk={ask}
          />
        }
      />
      <DislikeReasonDialog dialog={state.dislikeDialog} send={send} />
    </>
  );
};
