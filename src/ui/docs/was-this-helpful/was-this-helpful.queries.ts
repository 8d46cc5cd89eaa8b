import { mutationOptions } from '@tanstack/react-query';
import type { HelpfulTarget, HelpfulVerdict } from '../../../domain/evaluation/was-this-helpful';
import type { DocumentsFeature } from '../../../application/features/documents.feature';
import { runTask, SILENT } from '../../portal/task-query';

export const wasThisHelpfulKey = (target: HelpfulTarget) => ['wasThisHelpful', target.docType, target.objId] as const;

/**
 * One prompt's answer (POST /evaluate/submitQuestion). Silent (spec §8): the prompt says a failure itself. Dropped as
 * soon as no prompt shows it (gcTime 0), so another API (or coming back) asks again.
 */
export const wasThisHelpfulMutation = (source: Pick<DocumentsFeature, 'answerWasThisHelpful'>, target: HelpfulTarget, createUser: string | undefined) =>
  mutationOptions({
    mutationKey: wasThisHelpfulKey(target),
    meta: SILENT,
    gcTime: 0,
    mutationFn: (verdict: HelpfulVerdict) => runTask(source.answerWasThisHelpful({ ...target, ...verdict, ...(createUser ? { createUser } : {}) })),
  });
