import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { canSend, FAQ_PAGE_SIZE, selectionHeading, type FaqAnswerMessage, type FaqRobotEvent } from '../../application/assistant/faq-robot.machine';
import { readableText } from '../i18n/chinese-text';
import { AnswerFeedback } from './answer-feedback.view';
import { AnswerHtml } from './answer-markdown.view';
import { AssistantShell, type PanelProps } from './assistant-shell.view';
import { ChatBubble } from './chat-bubble.view';
import { ChatComposer } from './chat-composer.view';
import { DislikeReasonDialog } from './dislike-dialog.view';
import { useFaqRobot } from './use-faq-robot';

const Loading = ({ label }: { label: string }) => (
  <HStack gap="2" color="fg.muted">
    <Spinner size="xs" />
    <Text>{label}</Text>
  </HStack>
);

const Selection = ({ answer }: { answer: FaqAnswerMessage }) => {
  const { t, i18n } = useTranslation();
  const selected = answer.selected;
  if (!selected) return null;
  // One heading, in the reader's language: the detail's own (asked in it) once loaded; until then an English reader
  // is not shown a Chinese candidate title (the documents' rule, readableText).
  const heading = readableText(selectionHeading(selected), i18n.language.startsWith('en'));
  return (
    // Set off from the candidates above it; a single answer is the whole reply.
    <Box {...(answer.status === 'candidates' ? { mt: '2', pt: '2', borderTopWidth: '1px' } : {})} data-testid="faq-detail">
      {heading ? <Text fontWeight="semibold">{heading}</Text> : null}
      {selected.status === 'loading' ? <Loading label={t('assistant.faq.detailLoading')} /> : null}
      {selected.status === 'failed' ? <Text color="fg.muted">{t('assistant.faq.detailFailed')}</Text> : null}
      {selected.detail ? <AnswerHtml html={selected.detail.content} /> : null}
    </Box>
  );
};

const FaqAnswer = ({ answer, send }: { answer: FaqAnswerMessage; send: (event: FaqRobotEvent) => void }) => {
  const { t } = useTranslation();
  if (answer.status === 'loading') return <Loading label={t('assistant.faq.searching')} />;
  if (answer.notice) return <Text data-testid="faq-fallback">{t(answer.notice)}</Text>;
  return (
    <Stack gap="1">
      {answer.status === 'candidates' ? (
        <>
          <Text>{t('assistant.faq.candidates')}</Text>
          <Stack as="ol" gap="0.5" ps="4" listStyleType="decimal" data-testid="faq-candidates" aria-busy={answer.pendingRequest !== undefined || undefined}>
            {answer.candidates.map((candidate) => (
              <li key={candidate.code}>
                <Button variant="plain" size="sm" h="auto" p="0" color="brand.fg" whiteSpace="normal" textAlign="start"
                  aria-pressed={answer.selected?.code === candidate.code}
                  onClick={() => send({ type: 'candidateChosen', answerId: answer.id, code: candidate.code })}>
                  {candidate.title}
                </Button>
              </li>
            ))}
          </Stack>
          {answer.total > FAQ_PAGE_SIZE ? (
            <Button size="xs" variant="outline" alignSelf="flex-start" loading={answer.pendingRequest !== undefined}
              onClick={() => send({ type: 'showOthers', answerId: answer.id })}>
              {t('assistant.faq.showOthers')}
            </Button>
          ) : null}
        </>
      ) : null}
      <Selection answer={answer} />
    </Stack>
  );
};

/** The older FAQ robot: question search, candidates with 'show others', a single answer or the fallback text. */
export const FaqRobotPanel = (props: PanelProps) => {
  const { t } = useTranslation();
  const { state, send, newId } = useFaqRobot();
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const bubbleId = useId();
  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [state.messages]);
  // A candidate chosen in an earlier reply is answered at the end: the keyboard and screen readers follow it there.
  const last = state.messages.at(-1);
  const pickedAnswer = last?.kind === 'answer' && last.pickedFrom !== undefined ? last.id : undefined;
  useEffect(() => {
    if (pickedAnswer !== undefined) document.getElementById(`${bubbleId}-${String(pickedAnswer)}`)?.focus();
  }, [pickedAnswer, bubbleId]);

  const body = (
    <Stack gap="3">
      <Box bg="bg.muted" borderRadius="lg" px="3" py="2" fontSize="sm">
        <Text>{t('assistant.faq.intro')}</Text>
      </Box>
      <Stack as="ul" gap="3" aria-label={t('assistant.messages')}>
        {state.messages.map((message, index) =>
          message.kind === 'question' ? (
            <ChatBubble key={message.id} from="user" label={t('assistant.you')} testId="chat-question">
              <Text whiteSpace="pre-wrap" wordBreak="break-word">{message.text}</Text>
            </ChatBubble>
          ) : (
            <ChatBubble key={message.id} from="assistant" label={t('assistant.assistantSays')} live={index === state.messages.length - 1}
              busy={message.status === 'loading'} testId="chat-answer" id={`${bubbleId}-${String(message.id)}`} focusable={message.pickedFrom !== undefined}>
              <FaqAnswer answer={message} send={send} />
              {message.record ? <AnswerFeedback answerId={message.id} record={message.record} send={send} /> : null}
            </ChatBubble>
          ),
        )}
      </Stack>
    </Stack>
  );

  return (
    <>
      <AssistantShell
        {...props}
        title={t('assistant.faqTitle')}
        initialFocus={inputRef}
        scrollRef={scrollRef}
        body={body}
        footer={
          <ChatComposer
            value={state.input}
            error={state.inputError ? t(state.inputError) : undefined}
            notice={state.queued ? t('assistant.input.queued') : undefined}
            disabled={false}
            inputRef={inputRef}
            action={{ kind: 'send', cooldown: canSend(state) ? 0 : state.cooldown }}
            onChange={(text) => send({ type: 'inputChanged', text })}
            onAsk={(text) => send({ type: 'asked', bizId: newId(), ...(text === undefined ? {} : { text }) })}
          />
        }
      />
      <DislikeReasonDialog dialog={state.dislikeDialog} send={send} />
    </>
  );
};
