import { Box, Button, chakra, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamSituation } from '../../../application/use-cases/current-team.use-case';
import type { Team } from '../../../domain/user/team';
import { preselectedTeam } from '../../../domain/user/team-choice';
import { InlineError, InlineLoading } from '../../widgets/call-state.view';

/** Spec §9: the team dialog is 460 px wide. */
const TEAM_DIALOG_WIDTH = '460px';

const TeamOption = ({ team, checked, onChoose }: { team: Team; checked: boolean; onChoose: () => void }) => (
  <Box
    as="label"
    display="flex"
    gap={3}
    alignItems="center"
    p={3}
    borderWidth="1px"
    borderRadius="md"
    cursor="pointer"
    borderColor={checked ? 'brand.solid' : 'border'}
    _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
  >
    <chakra.input type="radio" name="team" value={team.id} checked={checked} onChange={onChoose} accentColor="brand.solid" boxSize="4" />
    <Box>
      <Text fontWeight="medium" data-content="backend">
        {team.name}
      </Text>
      {team.code ? (
        <Text fontSize="sm" color="fg.muted">
          {team.code}
        </Text>
      ) : null}
    </Box>
  </Box>
);

/** The team list of the dialog; the current team (else the only one) starts chosen. A team is required. */
export const TeamDialog = ({
  situation,
  onChoose,
  onCancel,
}: {
  situation: UseQueryResult<TeamSituation>;
  onChoose: (team: Team) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const errorId = useId();
  const teams = situation.data?.teams ?? [];
  const selected = picked ?? preselectedTeam(teams, situation.data?.currentId);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const team = teams.find((candidate) => candidate.id === selected);
    if (team) onChoose(team);
    else setMissing(true);
  };

  const body = () => {
    if (situation.isPending) return <InlineLoading />;
    if (situation.isError) return <InlineError error={situation.error} onRetry={() => void situation.refetch()} />;
    if (teams.length === 0) return <Text color="fg.muted">{t('pages.chooseSupplier.none')}</Text>;
    return (
      <Box as="fieldset" aria-describedby={missing ? errorId : undefined} aria-invalid={missing || undefined}>
        <Text as="legend" mb={3} color="fg.muted">
          {t('pages.chooseSupplier.legend')}
        </Text>
        <Stack gap={2}>
          {teams.map((team) => (
            <TeamOption
              key={team.id}
              team={team}
              checked={selected === team.id}
              onChoose={() => {
                setPicked(team.id);
                setMissing(false);
              }}
            />
          ))}
        </Stack>
        {missing ? (
          <Text id={errorId} role="alert" mt={3} color="fg.error" fontSize="sm">
            {t('pages.chooseSupplier.required')}
          </Text>
        ) : null}
      </Box>
    );
  };

  return (
    <Dialog.Root open closeOnInteractOutside={false} onOpenChange={(details) => !details.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild maxW={TEAM_DIALOG_WIDTH} w="full">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('pages.chooseSupplier.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{body()}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel}>
                  {t('pages.chooseSupplier.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" disabled={teams.length === 0}>
                  {t('pages.chooseSupplier.confirm')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
