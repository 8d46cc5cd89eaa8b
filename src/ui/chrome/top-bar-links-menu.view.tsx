import { Menu, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChromeLinkEntry } from '../../application/ports/portal-config.port';
import { useConsolePageLink } from '../widgets/use-console-page-link';
import { useHandOff, type HandOff } from '../widgets/load-on-first-use';
import { NewTabHint } from './new-tab-hint.view';
import { useHoverOpen } from './use-hover-open';

/**
 * A top-bar dropdown of external links (per deployment, src/main/deployment/chrome-links.config.ts); an entry without
 * a configured address is disabled (dimmed, not focusable as a link, not selectable); the ticket entry opens the
 * console's work orders in this tab.
 */
export const TopBarLinksMenu = ({ entries, begun, trigger: renderTrigger }: { entries: readonly ChromeLinkEntry[] } & HandOff) => {
  const { t } = useTranslation();
  const hover = useHoverOpen();
  const trigger = useRef<HTMLButtonElement>(null);
  useHandOff(begun, trigger, { open: () => hover.onOpenChange({ open: true }), hoverBegan: hover.hoverBegan });
  const consolePageLink = useConsolePageLink();
  return (
    <Menu.Root open={hover.open} onOpenChange={hover.onOpenChange} positioning={{ placement: 'bottom-start', gutter: 2 }}>
      <Menu.Trigger asChild>{renderTrigger({ ref: trigger, ...hover.hoverProps })}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48" {...hover.hoverProps}>
            {entries.map((entry) =>
              'console' in entry ? (
                <Menu.Item key={entry.key} value={entry.key} asChild>
                  <a {...consolePageLink(entry.console)}>{t(`chrome.topBar.items.${entry.key}`)}</a>
                </Menu.Item>
              ) : entry.href ? (
                <Menu.Item key={entry.key} value={entry.key} asChild>
                  <a href={entry.href} target="_blank" rel="noopener noreferrer">
                    {t(`chrome.topBar.items.${entry.key}`)}
                    <NewTabHint />
                  </a>
                </Menu.Item>
              ) : (
                <Menu.Item key={entry.key} value={entry.key} disabled>
                  {t(`chrome.topBar.items.${entry.key}`)}
                  <Text as="span" fontSize="xs" color="fg.muted" ms="auto">
                    {t('chrome.topBar.unavailable')}
                  </Text>
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};

