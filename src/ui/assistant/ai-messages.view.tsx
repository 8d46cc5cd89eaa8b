import { Box, Button, HStack, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiAnswerMessage, AiChatEvent, AiChatMessage, AiChatState } from '../../application/assistant/ai-chat.machine';
import { AnswerFeedback } from './answer-feedback.view';
import { AnswerContent } from './answer-markdown.view';
import { ChatBubble } from './chat-bubble.view';

const AnswerBody = ({ answer }: { answer: AiAnswerMessage }) => {
  const { t } = useTranslation();
  if (answer.status === 'loading')
    return (
      <HStack gap="2" color="fg.muted">
        <Spinner size="xs" />
        <Text>{t('assistant.answer.loading')}</Text>
      </HStack>
    );
  return (
    <Stack gap="1">
      {answer.text ? <AnswerContent text={answer.text} responseType={answer.responseType} /> : null}
      {answer.notice ? (
        <Text color={answer.status === 'failed' ? 'fg.error' : 'fg.muted'} data-testid="answer-notice">
          {t(answer.notice)}
        </Text>
      ) : null}
    </Stack>
  );
};

/** The introduction and its related questions (a click asks one). */
const Intro = ({ state, ask }: { state: AiChatState; ask: (text: string) => void }) => {
  const { t } = useTranslation();
  const { intro } = state;
  if (intro.status === 'loading') return <Text color="fg.muted" fontSize="sm">{t('assistant.introLoading')}</Text>;
  if (intro.status === 'failed') return <Text color="fg.muted" fontSize="sm">{t('assistant.introFailed')}</Text>;
  if (intro.status !== 'loaded') return null;
  return (
    <Box bg="bg.muted" borderRadius="lg" px="3" py="2" fontSize="sm" data-testid="assistant-intro">
      <Text>{intro.introduce}</Text>
      {intro.relQuestions.length > 0 ? (
        <Stack as="nav" aria-label={t('assistant.relatedQuestions')} gap="1" mt="2" align="flex-start">
          <Text fontWeight="medium">{t('assistant.relatedQuestions')}</Text>
          {intro.relQuestions.map((question) => (
            <Button key={question} variant="plain" size="sm" h="auto" p="0" color="brand.fg" whiteSpace="normal" textAlign="start"
              disabled={state.answering !== undefined} onClick={() => ask(question)}>
              {question}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
};

const Message = ({ message, live, send }: { message: AiChatMessage; live: boolean; send: (event: AiChatEvent) => void }) => {
  const { t } = useTranslation();
  if (message.kind === 'question')
    return (
      <ChatBubble from="user" label={t('assistant.you')} testId="chat-question">
        <Text whiteSpace="pre-wrap" wordBreak="break-word">{message.text}</Text>
      </ChatBubble>
    );
  return (
    <ChatBubble from="assistant" label={t('assistant.assistantSays')} live={live} busy={message.status === 'loading'} testId="chat-answer">
      <AnswerBody answer={message} />
      {message.record ? <AnswerFeedback answerId={message.id} record={message.record} send={send} /> : null}
    </ChatBubble>
  );
};

/**
 * History above the 'no more history' divider, then the introduction and this conversation. Only the latest answer
 * is a polite live region, so a screen reader hears the answer being given and not the whole log again.
 */
export const AiMessages = ({ state, send, ask }: { state: AiChatState; send: (event: AiChatEvent) => void; ask: (text: string) => void }) => {
  const { t } = useTranslation();
  const history = state.messages.filter((message) => message.origin === 'history');
  const fresh = state.messages.filter((message) => message.origin === 'new');
  const latest = [...fresh].reverse().find((message) => message.kind === 'answer')?.id;
  return (
    <Stack gap="3">
      {history.length > 0 ? (
        <Stack as="ul" gap="3" aria-label={t('assistant.messages')}>
          {history.map((message) => (
            <Message key={message.id} message={message} live={false} send={send} />
          ))}
        </Stack>
      ) : null}
      {state.history.noMore ? (
        <HStack gap="2" data-testid="no-more-history">
          <Separator flex="1" />
          <Text fontSize="xs" color="fg.muted" flexShrink={0}>{t('assistant.noMoreHistory')}</Text>
          <Separator flex="1" />
        </HStack>
      ) : null}
      <Intro state={state} ask={ask} />
      <Stack as="ul" gap="3" aria-label={t('assistant.messages')}>
        {fresh.map((message) => (
          <Fragment key={message.id}>
            <Message message={message} live={message.id === latest} send={send} />
          </Fragment>
        ))}
      </Stack>
    </Stack>
  );
};
