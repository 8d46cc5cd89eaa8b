import { Popover, Portal, Tabs } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeploymentValues } from '../portal/portal.context';
import { anyBegun, useHandOff, type HandOff } from '../widgets/load-on-first-use';
import { BizUnitGroupLinks, IndustrySolutionLinks } from './solution-links.view';
import { useHoverOpen } from './use-hover-open';
import { decide } from '../../domain/deployment/decide';

/**
 * Solutions menu: an industry tab (the external site's six industry pages; internally the industry units) and a
 * scenario tab (the scenario units; externally one with a fixed page opens it). A disclosure of links: Popover + Tabs.
 */
export const SolutionsMenu = ({ begun, trigger: renderTrigger }: HandOff) => {
  const { t } = useTranslation();
  const solutionPages = decide(useDeploymentValues().features.solutionsMenu, { solutionPages: true, unitDocuments: false });
  const hover = useHoverOpen();
  const trigger = useRef<HTMLButtonElement>(null);
  useHandOff(begun, trigger, { open: () => hover.onOpenChange({ open: true }), hoverBegan: hover.hoverBegan });
  const load = anyBegun(begun) || hover.entered || hover.open;
  const openOnArrow = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && !hover.open) {
      event.preventDefault();
      hover.onOpenChange({ open: true });
    }
  };
  return (
    <Popover.Root
      open={hover.open}
      onOpenChange={hover.onOpenChange}
      positioning={{ placement: 'bottom-start', gutter: 4 }}
      autoFocus={!hover.byHover}
      lazyMount
    >
      <Popover.Trigger asChild>
        {renderTrigger({
          ref: trigger,
          ...hover.hoverProps,
          onKeyDown: openOnArrow,
        })}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named here, not by a hidden Popover.Title: the popover links a title only once it has seen one rendered,
              and a scan (the full browser suite under load) caught the open dialog before that, without a name. */}
          <Popover.Content {...hover.hoverProps} aria-label={t('chrome.header.solutions')} width={{ base: '90vw', md: '2xl' }} maxH="70vh" overflowY="auto">
            <Popover.Body p={4}>
              <Tabs.Root defaultValue="industry" variant="line" colorPalette="brand" lazyMount>
                <Tabs.List aria-label={t('chrome.solutions.tabs')}>
                  <Tabs.Trigger value="industry">{t('chrome.solutions.industryTab')}</Tabs.Trigger>
                  <Tabs.Trigger value="scenario">{t('chrome.solutions.scenarioTab')}</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="industry">
                  {solutionPages ? (
                    <IndustrySolutionLinks onNavigate={hover.close} />
                  ) : (
                    <BizUnitGroupLinks solutionType={1} enabled={load} onNavigate={hover.close} />
                  )}
                </Tabs.Content>
                <Tabs.Content value="scenario">
                  <BizUnitGroupLinks solutionType={3} enabled={load} onNavigate={hover.close} solutionPages={solutionPages} />
                </Tabs.Content>
              </Tabs.Root>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
};
