import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** One of the prompt's two answers. `pressed` makes it a toggle; `expanded` says it opened what follows it. */
export interface HelpfulAnswerButton {
  readonly onClick: () => void;
  readonly pressed?: boolean;
  readonly expanded?: boolean;
  readonly disabled?: boolean;
}

export interface HelpfulPromptProps {
  readonly testId: string;
  readonly yes: HelpfulAnswerButton;
  readonly no: HelpfulAnswerButton;
  /** The "No" button, for the focus to come back to when what it opened closes. */
  readonly noRef?: Ref<HTMLButtonElement>;
  /** Said in place of the question and its answers once the reader has answered for good (it takes their label). */
  readonly done?: ReactNode;
  /** What follows the answers: a form, a failure, a dialog. */
  readonly children?: ReactNode;
}

const AnswerButton = ({ answer, icon, label, buttonRef }: { answer: HelpfulAnswerButton; icon: ReactNode; label: string; buttonRef?: Ref<HTMLButtonElement> }) => (
  <Button
    ref={buttonRef}
    size="sm"
    colorPalette="brand"
    variant={answer.pressed || answer.expanded ? 'solid' : 'outline'}
    aria-pressed={answer.pressed}
    aria-expanded={answer.expanded}
    disabled={answer.disabled}
    onClick={answer.onClick}
  >
    {icon}
    {label}
  </Button>
);

/**
 * The look and wording of "was this page helpful" on every document page: a box with the question and its two
 * answers, a group labelled by the question. What an answer does is the caller's (the API page's prompt and the
 * guides' like widget call different endpoints, spec §4 and §7); how it looks and reads is this one component's.
 */
export const HelpfulPrompt = ({ testId, yes, no, noRef, done, children }: HelpfulPromptProps) => {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} data-testid={testId} borderWidth="1px" borderRadius="md" px="4" py="3">
      {done ? (
        <Box id={labelId}>{done}</Box>
      ) : (
        <>
          <HStack gap="3" flexWrap="wrap">
            <Text id={labelId} fontWeight="medium">
              {t('helpful.question')}
            </Text>
            {/* The answers wrap together, under the question, on a narrow column. */}
            <HStack gap="2">
              <AnswerButton answer={yes} icon={<ThumbsUp aria-hidden="true" />} label={t('helpful.yes')} />
              <AnswerButton answer={no} buttonRef={noRef} icon={<ThumbsDown aria-hidden="true" />} label={t('helpful.no')} />
            </HStack>
          </HStack>
          {children}
        </>
      )}
    </Box>
  );
};
