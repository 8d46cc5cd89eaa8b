import { useMutation, useMutationState } from '@tanstack/react-query';
import type { HelpfulTarget, HelpfulVerdict } from '../../../domain/evaluation/was-this-helpful';
import { useDocuments, useObservable, useSession } from '../../portal/portal.context';
import { wasThisHelpfulKey, wasThisHelpfulMutation } from './was-this-helpful.queries';

export interface WasThisHelpfulState {
  /** Answered from any prompt of this document (the top and the bottom share it). */
  readonly answered: boolean;
  /** An answer is on its way from any prompt of this document. */
  readonly sending: boolean;
  /** This prompt's own last answer failed. */
  readonly failed: boolean;
  /** This prompt's own answer succeeded (it takes the focus to its thank-you). */
  readonly answeredHere: boolean;
  readonly send: (verdict: HelpfulVerdict) => void;
}

/**
 * One document's "was this helpful" state. Each prompt sends through its own mutation under the document's key;
 * every prompt of the document reads all of them, so answering one answers both. The mutations are dropped as soon
 * as no prompt shows them (gcTime 0), so another API (or coming back) asks again.
 */
export const useWasThisHelpful = (target: HelpfulTarget): WasThisHelpfulState => {
  const createUser = useObservable(useSession()).user?.userPin;
  const mutationKey = wasThisHelpfulKey(target);
  const mutation = useMutation(wasThisHelpfulMutation(useDocuments(), target, createUser));
  const statuses = useMutationState({ filters: { mutationKey, exact: true }, select: (entry) => entry.state.status });
  return {
    answered: statuses.includes('success'),
    sending: statuses.includes('pending'),
    failed: mutation.isError,
    answeredHere: mutation.isSuccess,
    send: (verdict) => mutation.mutate(verdict),
  };
};
