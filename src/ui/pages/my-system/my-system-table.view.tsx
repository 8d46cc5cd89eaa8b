import { Button, chakra, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { canEnterSystem, copyableLink, systemName, type MySystem, type SubscriptionLength } from '../../../domain/product/my-system';
import { CopyButton } from '../../widgets/copy-button.view';
import { ScrollRegion } from '../../widgets/scroll-region.view';
import { SystemStatusBadge } from './system-status-badge.view';

const COLUMNS = ['systemId', 'name', 'scenario', 'subscription', 'status', 'applyTime', 'statusUpdateTime', 'actions'] as const;

const Cell = chakra('td', { base: { borderBottomWidth: '1px', px: 3, py: 3, textAlign: 'start', verticalAlign: 'middle' } });
const HeaderCell = chakra('th', {
  base: { borderBottomWidth: '1px', px: 3, py: 2.5, textAlign: 'start', bg: 'bg.muted', fontWeight: 'semibold' },
});

const SystemActions = ({ system, name }: { system: MySystem; name: string }) => {
  const { t } = useTranslation();
  const link = copyableLink(system);
  return (
    <HStack gap={2} flexWrap="nowrap">
      {canEnterSystem(system) && system.url ? (
        <Button asChild size="xs" colorPalette="brand">
          <a href={system.url} target="_blank" rel="noopener noreferrer" aria-label={t('applying.mySystem.enterLabel', { name })}>
            {t('applying.mySystem.enter')}
          </a>
        </Button>
      ) : null}
      {link ? <CopyButton text={link} label={t('applying.mySystem.copyLink', { name })} /> : null}
    </HStack>
  );
};

/**
 * One page of systems. The table keeps its columns on narrow screens and scrolls sideways inside its own region
 * (ScrollRegion: a note says so and the edge with more columns fades), so the page itself never scrolls horizontally.
 */
export const MySystemTable = ({ systems, label }: { systems: readonly MySystem[]; label: string }) => {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-us';
  const length = (subscription: SubscriptionLength | undefined) =>
    subscription ? t(`applying.length.${subscription.unit}`, { count: subscription.amount }) : t('applying.mySystem.none');
  return (
    <ScrollRegion label={label} hint={t('applying.mySystem.scrollHint')} frameTestId="my-system-table-frame" hintTestId="my-system-scroll-hint">
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
              <Cell fontWeight="medium" minW="10rem" data-content="backend">
                {systemName(system, english)}
              </Cell>
              <Cell minW="7rem">{system.scenario ? t(`applying.scenarios.${system.scenario}`) : t('applying.mySystem.none')}</Cell>
              <Cell whiteSpace="nowrap">{length(system.subscription)}</Cell>
              <Cell>
                <SystemStatusBadge status={system.status} />
              </Cell>
              <Cell whiteSpace="nowrap">{system.applyTime ?? t('applying.mySystem.none')}</Cell>
              <Cell whiteSpace="nowrap">{system.statusUpdateTime ?? t('applying.mySystem.none')}</Cell>
              <Cell data-content="backend">
                <SystemActions system={system} name={systemName(system, english)} />
              </Cell>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </ScrollRegion>
  );
};
