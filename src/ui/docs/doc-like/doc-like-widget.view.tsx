import { useEffect, useRef } from 'react';
import { DocFeedbackDialog } from './doc-feedback-dialog.view';
import { usePreferences } from '../../portal/portal.context';
import { useDocLike } from './use-doc-like';
import { HelpfulPrompt } from '../common/helpful-prompt.view';

/**
 * The page-level like widget of document pages (spec §4 "Doc like widget"): like and dislike are exclusive toggles,
 * reset when `url` (the page's address) changes; a dislike opens the feedback form (spec §5). It looks and reads as
 * the API page's prompt (HelpfulPrompt): "Yes" is the like, "No" the dislike.
 */
export const DocLikeWidget = ({ url }: { url: string }) => {
  const { state, dispatch } = useDocLike(url);
  const dislikeRef = useRef<HTMLButtonElement>(null);
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
    <HelpfulPrompt
      testId="doc-like-widget"
      yes={{ pressed: liked, onClick: () => dispatch({ type: 'like' }) }}
      no={{ pressed: disliked, onClick: () => dispatch({ type: 'dislike' }) }}
      noRef={dislikeRef}
    >
      <DocFeedbackDialog
        form={state.form}
        draftId={draftId}
        finalFocus={() => dislikeRef.current}
        onSubmit={(draft) => dispatch({ type: 'submitFeedback', draft })}
        onClose={() => dispatch({ type: 'closeForm' })}
      />
    </HelpfulPrompt>
  );
};
