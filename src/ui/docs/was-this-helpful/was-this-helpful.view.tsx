import { Alert, Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpfulTarget } from '../../../domain/evaluation/was-this-helpful';
import { usePreferences } from '../../portal/portal.context';
import { LoadWhenOpen } from '../../widgets/load-on-first-use';
import { HelpfulPrompt } from '../common/helpful-prompt.view';
import { useWasThisHelpful } from './use-was-this-helpful';

/** The reasons form loads when the reader answers 'No' (its radio group and text box are not on the page before). */
const loadNotHelpfulForm = () => import('./not-helpful-form.view').then((module) => module.NotHelpfulForm);

export type WasThisHelpfulProps = HelpfulTarget;

const Prompt = (props: WasThisHelpfulProps) => {
  const { t } = useTranslation();
  const state = useWasThisHelpful(props);
  const [formOpen, setFormOpen] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);

  // The reasons typed and not sent are the document's draft: 'No' shows them again after leaving and coming back.
  const draftId = `helpful:${props.docType}:${String(props.objId)}`;
  const drafts = usePreferences().formDrafts;

  useEffect(() => {
    if (state.answeredHere) thanksRef.current?.focus();
  }, [state.answeredHere]);
  useEffect(() => {
    if (state.answered) drafts.clear(draftId);
  }, [drafts, draftId, state.answered]);

  return (
    <HelpfulPrompt
      testId="was-this-helpful"
      yes={{ disabled: state.sending, onClick: () => state.send({ helpful: true }) }}
      no={{ expanded: formOpen, disabled: state.sending, onClick: () => setFormOpen(true) }}
      noRef={noRef}
      done={
        state.answered ? (
          <Text ref={thanksRef} tabIndex={-1} role="status" fontWeight="medium" data-testid="helpful-thanks">
            {t('helpful.thanks')}
          </Text>
        ) : undefined
      }
    >
      {formOpen ? (
        <Box mt="3">
          <LoadWhenOpen
            load={loadNotHelpfulForm}
            open
            draftId={draftId}
            onOpenChange={setFormOpen}
            sending={state.sending}
            failed={state.failed}
            onSubmit={(cause, description) => state.send({ helpful: false, cause, description })}
            onCancel={() => {
              drafts.clear(draftId);
              setFormOpen(false);
              noRef.current?.focus();
            }}
          />
        </Box>
      ) : state.failed ? (
        <Alert.Root status="error" size="sm" mt="3" data-testid="helpful-failed">
          <Alert.Indicator />
          <Alert.Title>{t('helpful.failed')}</Alert.Title>
        </Alert.Root>
      ) : null}
    </HelpfulPrompt>
  );
};

/**
 * The "was this helpful" prompt of a document page (spec §4: the API doc page shows it at the top and the bottom).
 * 'Yes' answers at once; 'No' asks for a reason first. Every prompt of one document shares the answer; another
 * document starts afresh.
 */
export const WasThisHelpful = (props: WasThisHelpfulProps) => <Prompt key={`${props.docType}:${String(props.objId)}`} {...props} />;
