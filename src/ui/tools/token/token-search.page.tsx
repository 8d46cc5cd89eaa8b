import { Button, chakra, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenQueryResult } from '../../../application/use-cases/query-token.use-case';
import { TOKEN_ENVIRONMENTS, type TokenEnvironment, type TokenInputError } from '../../../domain/token/token-info';
import { InlineError } from '../../widgets/call-state.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { useTools } from '../../portal/portal.context';
import { useRemembered, useToolDraft } from '../../widgets/use-remembered';
import { ToolField } from '../../widgets/tool-field.view';
import { TokenGrantsTable } from './token-grants.view';
import { tokenLookupMutation } from './token-lookup.queries';

type Outcome = { readonly kind: 'result'; readonly result: TokenQueryResult } | { readonly kind: 'failed'; readonly error: Error };

/**
 * The token query tool (open-business tools tab and the internal tools page). The token is remembered for the tab's
 * life in memory only (never stored); the environment is kept in session storage for a reload.
 */
export const TokenSearchPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('tools.token.title'));
  const lookup = useMutation(tokenLookupMutation(useTools()));
  const [accessToken, setAccessToken] = useRemembered('tokenQuery:accessToken', () => '');
  const [draft, setDraft] = useToolDraft<{ readonly environment: TokenEnvironment | '' }>('tokenQuery', () => ({ environment: '' }));
  const { environment } = draft;
  const setEnvironment = (next: TokenEnvironment | '') => setDraft({ environment: next });
  const [inputError, setInputError] = useState<TokenInputError>();
  const [outcome, setOutcome] = useState<Outcome>();

  // The callbacks of `mutate` answer its latest call only: a lookup sent twice shows the second answer.
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    lookup.mutate(
      { accessToken, ...(environment ? { environment } : {}) },
      {
        onSuccess: (answer) => {
          if (answer.kind === 'invalid') {
            setInputError(answer.error);
            return;
          }
          setInputError(undefined);
          setOutcome(answer);
        },
        onError: (error) => setOutcome({ kind: 'failed', error }),
      },
    );
  };

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Heading as="h1" size="2xl">
          {t('tools.token.title')}
        </Heading>
        <Text color="fg.muted">{t('tools.token.intro')}</Text>
      </Stack>
      <chakra.form onSubmit={submit} noValidate borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }} bg="bg.panel">
        <Stack gap={4} direction={{ base: 'column', lg: 'row' }} align={{ lg: 'flex-start' }}>
          <chakra.div flex="2">
            <ToolField
              label={t('tools.token.accessToken')}
              required
              error={inputError ? t(`tools.token.errors.${inputError}`) : undefined}
              hint={t('tools.token.accessTokenHint')}
            >
              {(control) => (
                <Input
                  {...control}
                  name="accessToken"
                  value={accessToken}
                  autoComplete="off"
                  spellCheck={false}
                  fontFamily="mono"
                  onChange={(event) => {
                    setAccessToken(event.target.value);
                    setInputError(undefined);
                  }}
                />
              )}
            </ToolField>
          </chakra.div>
          <chakra.div flex="1">
            <ToolField label={t('tools.token.environment')}>
              {(control) => (
                <NativeSelect.Root>
                  <NativeSelect.Field {...control} value={environment} onChange={(event) => setEnvironment(event.target.value as TokenEnvironment | '')}>
                    <option value="">{t('tools.token.allEnvironments')}</option>
                    {TOKEN_ENVIRONMENTS.map((value) => (
                      <option key={value} value={value}>
                        {t(`tools.token.environments.${value}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </ToolField>
          </chakra.div>
          <HStack pt={{ lg: 7 }}>
            <Button type="submit" colorPalette="brand" loading={lookup.isPending} loadingText={t('tools.token.querying')}>
              {t('tools.token.submit')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      {outcome?.kind === 'failed' ? <InlineError error={outcome.error} /> : null}
      {outcome?.kind === 'result' ? <TokenGrantsTable result={outcome.result} /> : null}
    </Stack>
  );
};
