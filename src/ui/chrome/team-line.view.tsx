import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TeamSituation } from '../../application/use-cases/current-team.use-case';

/** The current team by name under the user's name in the avatar menu (or that none is chosen). */
export const TeamLine = ({ situation }: { situation: TeamSituation | undefined }) => {
  const { t } = useTranslation();
  if (!situation) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="current-team" data-content="backend">
      {situation.current ? t('chrome.account.team', { name: situation.current.name }) : t('chrome.account.noTeamChosen')}
    </Text>
  );
};
