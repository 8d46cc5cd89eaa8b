import { Badge, Box, CloseButton, Dialog, HStack, Portal } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export interface PanelProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The floating button: focus returns to it when the panel closes. */
  readonly finalFocus: () => HTMLElement | null;
}

/**
 * The assistant's panel: a non-modal dialog at the bottom right (the page stays usable), focus moves into it (the
 * question input), Escape closes it and focus returns to the floating button. It stays mounted while closed, so the
 * conversation is still there when it opens again. On a phone it takes the whole screen (review c11): a corner
 * panel there would leave the page's chrome peeking out around it.
 */
export const AssistantShell = ({ initialFocus, scrollRef, finalFocus, ...props }: PanelProps & {
  title: string;
  badge?: { readonly count: number; readonly href: string };
  initialFocus: RefObject<HTMLInputElement | null>;
  body: ReactNode;
  footer: ReactNode;
  scrollRef?: RefObject<HTMLDivElement | null>;
}) => {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(props.open);
  // A non-modal dialog has no focus trap to restore focus: do it when it closes with focus inside it (or lost).
  useEffect(() => {
    if (wasOpen.current && !props.open) {
      const active = document.activeElement;
      if (!active || active === document.body || contentRef.current?.contains(active)) finalFocus()?.focus();
    }
    wasOpen.current = props.open;
  }, [props.open, finalFocus]);
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      modal={false}
      trapFocus={false}
      preventScroll={false}
      closeOnInteractOutside={false}
      // Escape in the question box with its suggestions open closes the suggestions, not the panel.
      onEscapeKeyDown={(event) => {
        if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true') event.preventDefault();
      }}
      initialFocusEl={() => initialFocus.current}
      finalFocusEl={finalFocus}
      lazyMount
    >
      <Portal>
        <Dialog.Positioner justifyContent="flex-end" alignItems="flex-end" p={{ base: 0, md: 6 }} pe={{ base: 0, md: "104px" }} pointerEvents="none">
          <Dialog.Content
            ref={contentRef}
            pointerEvents="auto"
            m="0"
            w={{ base: '100vw', md: '420px' }}
            maxW={{ base: 'none', md: 'calc(100vw - 16px)' }}
            h={{ base: '100dvh', md: 'min(640px, calc(100dvh - 48px))' }}
            borderRadius={{ base: '0', md: 'l3' }}
            display="flex"
            flexDirection="column"
            shadow={{ base: 'none', md: 'lg' }}
            borderWidth={{ base: '0', md: '1px' }}
            data-testid="assistant-panel"
          >
            <Dialog.Header py="3" px="4" borderBottomWidth="1px">
              <HStack gap="2">
                <Dialog.Title fontSize="md">{props.title}</Dialog.Title>
                {props.badge && props.badge.count > 0 ? (
                  <Badge asChild colorPalette="brand" variant="solid" borderRadius="full" data-testid="assistant-new-messages">
                    <a href={props.badge.href} title={t('assistant.newMessagesLink')}>
                      {t('assistant.newMessages', { count: props.badge.count })}
                    </a>
                  </Badge>
                ) : null}
              </HStack>
            </Dialog.Header>
            <Box ref={scrollRef} flex="1" overflowY="auto" px="4" py="3" tabIndex={-1}>
              {props.body}
            </Box>
            {props.footer}
            <Dialog.CloseTrigger asChild top="2.5">
              <CloseButton size="sm" aria-label={t('assistant.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
