import { HStack, IconButton } from '@chakra-ui/react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedbackEvent } from '../../application/assistant/answer-feedback';
import { canDislike, canLike, isDisliked, isLiked, type ChatRecord } from '../../domain/assistant/chat-record';

export const dislikeButtonId = (answerId: number) => `assistant-answer-${answerId}-dislike`;

/**
 * Like and dislike of one answer. A blocked toggle (like after a dislike, a second dislike) stays focusable and says
 * it is unavailable (aria-disabled); the machine ignores it anyway.
 */
export const AnswerFeedback = ({ answerId, record, send }: { answerId: number; record: ChatRecord; send: (event: FeedbackEvent) => void }) => {
  const { t } = useTranslation();
  const liked = isLiked(record);
  const disliked = isDisliked(record);
  const style = { size: 'xs', variant: 'ghost', color: 'fg.muted', _pressed: { color: 'brand.fg', bg: 'brand.subtle' } } as const;
  return (
    <HStack gap="1" data-testid="answer-feedback">
      <IconButton
        {...style}
        aria-label={t('assistant.feedback.like')}
        aria-pressed={liked}
        aria-disabled={!canLike(record) || undefined}
        onClick={() => send({ type: 'like', answerId })}
      >
        <ThumbsUp size={14} />
      </IconButton>
      <IconButton
        {...style}
        id={dislikeButtonId(answerId)}
        aria-label={t('assistant.feedback.dislike')}
        aria-pressed={disliked}
        aria-disabled={!canDislike(record) || undefined}
        aria-haspopup="dialog"
        onClick={() => send({ type: 'dislike', answerId })}
      >
        <ThumbsDown size={14} />
      </IconButton>
    </HStack>
  );
};
