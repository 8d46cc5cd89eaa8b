import { Button, HStack, Text } from '@chakra-ui/react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DocFeedbackDialog } from './doc-feedback-dialog.view';
import { usePreferences } from '../../portal/portal.context';
import { useDocLike } from './use-doc-like';

/**
 * The page-level like widget of document pages (spec §4 "Doc like widget"): like and dislike are exclusive toggles,
 * reset when `url` (the page's address) changes; a dislike opens the feedback form (spec §5).
 */
export const DocLikeWidget = ({ url }: { url: string }) => {
  const { t } = useTranslation();
  const { state, dispatch } = useDocLike(url);
  const dislikeRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const liked = state.desired === 'like';
  const disliked = state.desired === 'dislike';
  const drafts = usePreferences().formDrafts;
  const draftId = `doc-feedback:${url}`;
  const wasSubmitting = useRef(false);

  // A submit that ended without an error was sent: its draft ends with it.
  useEffect(() => {
    if (wasSubmitting.current && !state.form.submitting && !state.form.error) drafts.clear(draftId);
    wasSubmitting.current = state.form.submitting;
  }, [drafts, draftId, state.form.submitting, state.form.error]);

  return (
    <HStack role="group" aria-labelledby={labelId} gap="3" py="4" data-testid="doc-like-widget">
      <Text id={labelId} fontSize="sm" color="fg.muted">
        {t('feedback.widget.label')}
      </Text>
      <Button
        size="sm"
        variant={liked ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-pressed={liked}
        onClick={() => dispatch({ type: 'like' })}
      >
        <ThumbsUp aria-hidden="true" />
        {t('feedback.widget.like')}
      </Button>
      <Button
        ref={dislikeRef}
        size="sm"
        variant={disliked ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-pressed={disliked}
        onClick={() => dispatch({ type: 'dislike' })}
      >
        <ThumbsDown aria-hidden="true" />
        {t('feedback.widget.dislike')}
      </Button>
      <DocFeedbackDialog
        form={state.form}
        draftId={draftId}
        finalFocus={() => dislikeRef.current}
        onSubmit={(draft) => dispatch({ type: 'submitFeedback', draft })}
        onClose={() => dispatch({ type: 'closeForm' })}
      />
    </HStack>
  );
};
