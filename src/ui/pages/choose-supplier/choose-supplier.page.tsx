import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamReturnRoute } from '../../../domain/user/team-choice';
import { useTeamSituation } from '../../reads/team-situation.queries';
import { useDocumentTitle } from '../../portal/use-document-title';
import { useIdentity, useObservable, useSession } from '../../portal/portal.context';
import { PAGE_COLUMN } from '../common/page-column';
import { TeamDialog } from './team-dialog.view';

/** What the page says behind the dialog: what a team is for, and the current one. */
const TeamPageBody = ({ current, onOpen }: { current: string | undefined; onOpen: () => void }) => {
  const { t } = useTranslation();
  return (
    <Stack {...PAGE_COLUMN} py={{ base: 8, md: 12 }} gap={4} alignItems="flex-start" w="full">
      <Heading as="h1" size="2xl">
        {t('pages.chooseSupplier.pageTitle')}
      </Heading>
      <Text color="fg.muted" maxW="3xl">
        {t('pages.chooseSupplier.pageIntro')}
      </Text>
      <Text data-testid="current-team" data-content="backend">{current ? t('pages.chooseSupplier.current', { name: current }) : t('pages.chooseSupplier.noneChosen')}</Text>
      <Button colorPalette="brand" onClick={onOpen}>
        {t('pages.chooseSupplier.title')}
      </Button>
    </Stack>
  );
};

/**
 * ChooseSupplier: pick the team to work as (spec §4); the choice is stored and the page loads again where the user
 * was (`?from=`, a route of this portal, else the remembered address, else home).
 */
export const ChooseSupplierPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.chooseSupplier.title'));
  const chooseTeam = useIdentity().chooseTeam;
  const session = useObservable(useSession());
  const situation = useTeamSituation(session.user?.userPin);
  const { from }: { from?: string } = useSearch({ strict: false });
  const back = teamReturnRoute(from);
  const router = useRouter();
  const [open, setOpen] = useState(true);
  // Cancel goes back where the user came from, else home (as before the page had a body).
  const cancel = () => {
    setOpen(false);
    router.history.push(back ?? '/home');
  };
  return (
    <Box w="full">
      <TeamPageBody current={situation.data?.current?.name} onOpen={() => setOpen(true)} />
      {open ? <TeamDialog situation={situation} onChoose={(team) => chooseTeam(team, back)()} onCancel={cancel} /> : null}
    </Box>
  );
};
