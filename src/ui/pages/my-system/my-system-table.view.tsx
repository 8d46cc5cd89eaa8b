import { Box, Button, chakra, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { canEnterSystem, copyableLink, type MySystem, type SubscriptionLength } from '../../../domain/product/my-system';
import { CopyButton } from '../../chrome/copy-button.view';
import { SystemStatusBadge } from './system-status-badge.view';

const COLUMNS = ['systemId', 'name', 'scenario', 'subscription', 'status', 'applyTime', 'statusUpdateTime', 'actions'] as const;

const Cell = chakra('td', { base: { borderBottomWidth: '1px', px: 3, py: 3, textAlign: 'start', verticalAlign: 'middle' } });
const HeaderCell = chakra('th', {
  base: { borderBottomWidth: '1px', px: 3, py: 2.5, textAlign: 'start', bg: 'bg.muted', fontWeight: 'semibold' },
});

const SystemActions = ({ system }: { system: MySystem }) => {
  const { t } = useTranslation();
  const link = copyableLink(system);
  return (
    <HStack gap={2} flexWrap="nowrap">
      {canEnterSystem(system) && system.url ? (
        <Button asChild size="xs" colorPalette="brand">
          <a href={system.url} target="_blank" rel="noopener noreferrer" aria-label={t('applying.mySystem.enterLabel', { name: system.name })}>
            {t('applying.mySystem.enter')}
          </a>
        </Button>
      ) : null}
      {link ? <CopyButton text={link} label={t('applying.mySystem.copyLink', { name: system.name })} /> : null}
    </HStack>
  );
};

/**
 * One page of systems. The table keeps its columns on narrow screens and scrolls sideways inside its own region
 * (keyboard-scrollable: it takes focus), so the page itself never scrolls horizontally.
 */
export const MySystemTable = ({ systems, label }: { systems: readonly MySystem[]; label: string }) => {
  const { t } = useTranslation();
  const length = (subscription: SubscriptionLength | undefined) =>
    subscription ? t(`applying.length.${subscription.unit}`, { count: subscription.amount }) : t('applying.mySystem.none');
  return (
    <Box role="region" aria-label={label} tabIndex={0} overflowX="auto" borderWidth="1px" borderRadius="md" focusRingColor="brand.focusRing">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse" minW="900px">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <HeaderCell key={column} scope="col">
                {t(`applying.mySystem.columns.${column}`)}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {systems.map((system) => (
            <tr key={system.systemId} data-testid="my-system-row">
              <Cell fontFamily="mono" whiteSpace="nowrap">
                {system.systemId}
              </Cell>
              <Cell fontWeight="medium" minW="10rem">
                {system.name}
              </Cell>
              <Cell minW="7rem">{system.scenario ? t(`applying.scenarios.${system.scenario}`) : t('applying.mySystem.none')}</Cell>
              <Cell whiteSpace="nowrap">{length(system.subscription)}</Cell>
              <Cell>
                <SystemStatusBadge status={system.status} />
              </Cell>
              <Cell minW="6.5rem">{system.applyTime ?? t('applying.mySystem.none')}</Cell>
              <Cell minW="6.5rem">{system.statusUpdateTime ?? t('applying.mySystem.none')}</Cell>
              <Cell>
                <SystemActions system={system} />
              </Cell>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
};
