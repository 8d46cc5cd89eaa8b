import { Box, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoading } from '../../chrome/call-state.view';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { runTask, SHOWN_IN_PLACE } from '../../use-cases/task-query';
import { useUseCase } from '../../use-cases/use-cases.context';

/** Spec §9: the team dialog is 460 px wide. */
const TEAM_DIALOG_WIDTH = '460px';

/** ChooseSupplier: pick the team to work as; the choice is stored and the page loads again. */
export const ChooseSupplierPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.chooseSupplier.title'));
  const listTeams = useUseCase('listTeams');
  const chooseTeam = useUseCase('chooseTeam');
  const navigate = useNavigate();
  const teams = useQuery({ queryKey: ['teams'], meta: SHOWN_IN_PLACE, queryFn: () => runTask(listTeams()) });
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const errorId = useId();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const team = teams.data?.find((candidate) => candidate.id === selected);
    if (!team) {
      setMissing(true);
      return;
    }
    chooseTeam(team);
  };

  return (
    <Dialog.Root open closeOnInteractOutside={false} onOpenChange={(details) => !details.open && void navigate({ to: '/home' })} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild maxW={TEAM_DIALOG_WIDTH} w="full">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('pages.chooseSupplier.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {teams.isPending ? (
                  <InlineLoading />
                ) : teams.isError ? (
                  <InlineError error={teams.error} onRetry={() => void teams.refetch()} />
                ) : teams.data.length === 0 ? (
                  <Text color="fg.muted">{t('pages.chooseSupplier.none')}</Text>
                ) : (
                  <Box as="fieldset" aria-describedby={missing ? errorId : undefined} aria-invalid={missing || undefined}>
                    <Text as="legend" mb={3} color="fg.muted">
                      {t('pages.chooseSupplier.legend')}
                    </Text>
                    <Stack gap={2}>
                      {teams.data.map((team) => (
                        <Box
                          as="label"
                          key={team.id}
                          display="flex"
                          gap={3}
                          alignItems="center"
                          p={3}
                          borderWidth="1px"
                          borderRadius="md"
                          cursor="pointer"
                          borderColor={selected === team.id ? 'brand.solid' : 'border'}
                          _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                        >
                          <input
                            type="radio"
                            name="team"
                            value={team.id}
                            checked={selected === team.id}
                            onChange={() => {
                              setSelected(team.id);
                              setMissing(false);
                            }}
                          />
                          <Box>
                            <Text fontWeight="medium">{team.name}</Text>
                            {team.code ? (
                              <Text fontSize="sm" color="fg.muted">
                                {team.code}
                              </Text>
                            ) : null}
                          </Box>
                        </Box>
                      ))}
                    </Stack>
                    {missing ? (
                      <Text id={errorId} role="alert" mt={3} color="fg.error" fontSize="sm">
                        {t('pages.chooseSupplier.required')}
                      </Text>
                    ) : null}
                  </Box>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => void navigate({ to: '/home' })}>
                  {t('pages.chooseSupplier.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" disabled={!teams.data?.length}>
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
