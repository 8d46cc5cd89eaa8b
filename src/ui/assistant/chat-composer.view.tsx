import { Box, Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Send, Square } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX } from '../../domain/assistant/chat-record';

export type ComposerAction = { readonly kind: 'send'; readonly cooldown?: number } | { readonly kind: 'stop'; readonly onStop: () => void };

/**
 * The question input: the 200-character message (what was typed is kept), suggestions as a listbox reachable with the
 * arrow keys (Enter asks the highlighted one), and the send button, which becomes the stop button while answering
 * (the input is disabled then) or counts down before the next question. Enter during the countdown still asks (the
 * machine keeps the question until it ends, and `notice` says so): a disabled submit button would swallow it.
 */
export const ChatComposer = ({ inputRef, ...props }: {
  value: string;
  error?: string;
  /** Said in place, politely (a question waiting for the countdown). */
  notice?: string;
  disabled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  suggestions?: readonly string[];
  action: ComposerAction;
  onChange: (text: string) => void;
  onAsk: (text?: string) => void;
}) => {
  const { t } = useTranslation();
  const ids = { input: useId(), list: useId(), error: useId(), count: useId() };
  // The highlighted suggestion (-1: none) of the list it was chosen in: a new list starts unhighlighted.
  const [highlight, setHighlight] = useState<{ readonly list?: readonly string[]; readonly index: number }>({ index: -1 });
  const active = highlight.list === props.suggestions ? highlight.index : -1;
  const stopRef = useRef<HTMLButtonElement>(null);
  const suggestions = props.disabled ? [] : (props.suggestions ?? []);
  // The list the user closed with Escape stays closed until the suggestions change.
  const [dismissed, setDismissed] = useState<readonly string[]>();
  const open = suggestions.length > 0 && dismissed !== props.suggestions;
  const stopping = props.action.kind === 'stop';
  const cooldown = props.action.kind === 'send' ? (props.action.cooldown ?? 0) : 0;

  // The input is disabled while answering: keep the keyboard on the stop button, then back on the input.
  useEffect(() => {
    if (stopping) {
      if (document.activeElement === document.body || document.activeElement === inputRef.current) stopRef.current?.focus();
    } else if (document.activeElement === document.body) inputRef.current?.focus();
  }, [stopping, inputRef]);

  const chosen = active >= 0 && active < suggestions.length ? suggestions[active] : undefined;
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && cooldown > 0) {
      event.preventDefault();
      props.onAsk(chosen);
      return;
    }
    if (open && event.key === 'Escape') {
      setDismissed(props.suggestions);
      return;
    }
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself; the highlight cycles through it.
      setHighlight({ list: props.suggestions, index: ((active + 1 + step + suggestions.length + 1) % (suggestions.length + 1)) - 1 });
    }
  };

  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (cooldown > 0 || stopping) return;
        props.onAsk(chosen);
      }}
      borderTopWidth="1px"
      p="3"
      position="relative"
    >
      {open ? (
        <Box position="absolute" bottom="100%" insetX="3" mb="1" bg="bg" borderWidth="1px" borderRadius="md" shadow="md" zIndex="1">
          <Text id={`${ids.list}-label`} fontSize="xs" color="fg.muted" px="3" pt="2">
            {t('assistant.input.suggestions')}
          </Text>
          <chakra.ul id={ids.list} role="listbox" aria-labelledby={`${ids.list}-label`} py="1" maxH="40" overflowY="auto">
            {suggestions.map((item, index) => (
              <chakra.li
                key={item}
                id={`${ids.list}-${index}`}
                role="option"
                aria-selected={index === active}
                px="3"
                py="1.5"
                fontSize="sm"
                cursor="pointer"
                bg={index === active ? 'brand.subtle' : undefined}
                _hover={{ bg: 'bg.muted' }}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => props.onAsk(item)}
              >
                {item}
              </chakra.li>
            ))}
          </chakra.ul>
        </Box>
      ) : null}
      <Stack gap="1">
        <chakra.label htmlFor={ids.input} srOnly>
          {t('assistant.input.label')}
        </chakra.label>
        <HStack gap="2">
          <Input
            ref={inputRef}
            id={ids.input}
            value={props.value}
            disabled={props.disabled}
            placeholder={t('assistant.input.placeholder')}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? ids.list : undefined}
            aria-activedescendant={chosen === undefined ? undefined : `${ids.list}-${active}`}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? `${ids.error} ${ids.count}` : ids.count}
            onKeyDown={keyDown}
            onChange={(event) => props.onChange(event.target.value)}
          />
          {props.action.kind === 'stop' ? (
            <Button key="stop" ref={stopRef} colorPalette="brand" variant="outline" onClick={props.action.onStop} flexShrink={0}>
              <Square size={14} aria-hidden="true" />
              {t('assistant.input.stop')}
            </Button>
          ) : (
            <Button key="send" type="submit" colorPalette="brand" disabled={cooldown > 0} flexShrink={0} minW="20">
              <Send size={14} aria-hidden="true" />
              {cooldown > 0 ? t('assistant.input.sendIn', { seconds: cooldown }) : t('assistant.input.send')}
            </Button>
          )}
        </HStack>
        <HStack justify="space-between" fontSize="xs" minH="4">
          <Stack gap="0">
            <Text id={ids.error} role="alert" color="fg.error">
              {props.error ?? ''}
            </Text>
            <Text role="status" color="fg.muted" data-testid="composer-notice">
              {props.notice ?? ''}
            </Text>
          </Stack>
          <Text id={ids.count} color={props.value.length > QUESTION_MAX ? 'fg.error' : 'fg.muted'}>
            {t('assistant.input.count', { count: props.value.length, max: QUESTION_MAX })}
          </Text>
        </HStack>
      </Stack>
    </chakra.form>
  );
};
