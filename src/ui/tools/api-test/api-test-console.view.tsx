import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { initialTestSettings, withAppType, type TestSettings } from '../../../domain/api-test/test-settings';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { testableApisQuery } from './api-test.queries';
import { useRemembered, useToolDraft } from '../../widgets/use-remembered';
import { ApiList } from './api-list.view';
import { ApiTestEditor } from './api-test-editor.view';
import { useTestForm } from './use-test-form';
import { useTools } from '../../portal/portal.context';
import { useRetryFailed } from '../../portal/use-retry-failed';

interface ApiTestConsoleProps {
  /** The unit whose APIs are listed; absent: every API (the internal console opened without a unit). */
  readonly unitId?: number | undefined;
  /** The API to preselect (a doc page's debugging button). */
  readonly apiId?: number | undefined;
}

/**
 * The API test console (external tools tab and the internal apiTestMainPage): the API list, the call settings, the
 * parameters and the result. The chosen API is the address's apiId. What is typed is remembered for the tab's life
 * (secret included, in memory only); the non-secret settings are kept in session storage for a reload (docs/tools.md).
 */
export const ApiTestConsole = ({ unitId, apiId }: ApiTestConsoleProps) => {
  const { t } = useTranslation();
  useDocumentTitle(t('tools.apiTest.title'));
  const navigate = useNavigate();
  const [query, setQuery] = useRemembered('apiTest:query', () => '');
  const deferredQuery = useDeferredValue(query.trim());
  const apis = useQuery({ ...testableApisQuery(useTools(), unitId ?? 0, deferredQuery), placeholderData: keepPreviousData });
  // The pick goes into the address (replacing it): a reload keeps the API, Back leaves the console.
  const select = (id: number) => void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, apiId: id }), replace: true });
  const selectedId = apiId;
  const form = useTestForm(selectedId);
  // A failure is said once: the list's in the list, the form's reason only when the list did not fail too (a dropped
  // connection fails both alike). Either Retry asks again every call that failed.
  const retryFailed = useRetryFailed();
  const [settings, setSettings] = useToolDraft<TestSettings>('apiTest', () => initialTestSettings());
  // Each API starts on the app type it is documented for (partner or merchant); the user may change it.
  const [typedFor, setTypedFor] = useRemembered<number | undefined>('apiTest:typedFor', () => undefined);
  if (form.data && selectedId !== undefined && typedFor !== selectedId) {
    const partner = form.data.partner;
    setTypedFor(selectedId);
    setSettings((current) => withAppType(current, partner ? 'partner' : 'merchant'));
  }

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Heading as="h1" size="2xl">
          {t('tools.apiTest.title')}
        </Heading>
        <Text color="fg.muted">{t('tools.apiTest.intro')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('tools.apiTest.secretNotStored')}
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', xl: '280px minmax(0, 1fr)' }} gap={6} alignItems="start">
        <ApiList
          query={query}
          onQuery={setQuery}
          groups={apis.data}
          error={apis.isError ? apis.error : undefined}
          onRetry={retryFailed}
          selectedId={selectedId}
          onSelect={select}
        />
        <Box minW={0}>
          {selectedId === undefined ? (
            <Text color="fg.muted" borderWidth="1px" borderRadius="lg" p={6} bg="bg.panel">
              {t('tools.apiTest.list.chooseFirst')}
            </Text>
          ) : form.isError ? (
            <Stack borderWidth="1px" borderRadius="lg" p={6} bg="bg.panel">
              <Text>{t('tools.apiTest.loadFailed')}</Text>
              {apis.isError ? null : <InlineError error={form.error} onRetry={retryFailed} />}
            </Stack>
          ) : !form.data ? (
            <LoadingShape kind="form" />
          ) : (
            <ApiTestEditor key={selectedId} apiId={selectedId} api={apis.data?.flatMap((group) => group.apis).find((api) => api.id === selectedId)} loaded={form.data} settings={settings} onSettings={setSettings} />
          )}
        </Box>
      </Grid>
    </Stack>
  );
};
