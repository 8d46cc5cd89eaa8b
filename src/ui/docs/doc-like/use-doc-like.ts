import * as E from 'fp-ts/Either';
import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { docLikeReducer, initialDocLikeState, type DocLikeEvent, type DocLikeRequest, type DocLikeState } from '../../../application/doc-like/doc-like.machine';
import type { AppError } from '../../../application/errors/app-error';
import { keyMessage } from '../../../application/notifications/message';
import { useDeploymentValues, useDocuments, useNotifications } from '../../portal/portal.context';
import { decide } from '../../../domain/deployment/decide';

/**
 * Runs the like widget's state machine: resets it when the page changes, sends each request the machine starts
 * (one at a time) and feeds the answer back; reports failures (spec §8: a refusal means too frequent outside the ERP variant: PortalFeatures.docVoteRefusal).
 */
export const useDocLike = (url: string): { state: DocLikeState; dispatch: Dispatch<DocLikeEvent> } => {
  const [state, dispatch] = useReducer(docLikeReducer, url, (first) => initialDocLikeState(first));
  const { evaluateDoc, submitDocFeedback } = useDocuments();
  const notifications = useNotifications();
  const tooFrequent = decide(useDeploymentValues().features.docVoteRefusal, { tooFrequent: true, voteFailed: false });
  const lastSent = useRef(0);
  const currentUrl = useRef(url);

  useEffect(() => {
    currentUrl.current = url;
    dispatch({ type: 'routeChanged', url });
  }, [url]);

  const request = state.inFlight;
  useEffect(() => {
    if (!request || request.id <= lastSent.current) return;
    lastSent.current = request.id;
    const report = (failed: DocLikeRequest, error: AppError) => {
      if (failed.url !== currentUrl.current) return;
      if (tooFrequent && error.kind === 'Business') notifications.toast('warning', keyMessage('feedback.tooFrequent'));
      else if (failed.kind === 'vote') notifications.toast('error', keyMessage('feedback.voteFailed'));
    };
    const task = request.kind === 'vote' ? evaluateDoc(request.url, request.vote) : submitDocFeedback(request.url, request.feedback);
    void task().then((result) => {
      if (E.isRight(result)) {
        dispatch({ type: 'confirmed', id: request.id });
        if (request.kind === 'feedback' && request.url === currentUrl.current) notifications.toast('success', keyMessage('feedback.thanks'));
      } else {
        dispatch({ type: 'failed', id: request.id });
        report(request, result.left);
      }
    });
  }, [request, evaluateDoc, submitDocFeedback, notifications, tooFrequent]);

  return { state, dispatch };
};
