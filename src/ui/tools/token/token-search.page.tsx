import { Button, chakra, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import * as E from 'fp-ts/Either';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../application/errors/app-error';
import type { TokenQueryResult } from '../../../application/use-cases/query-token.use-case';
import { TOKEN_ENVIRONMENTS, type TokenEnvironment, type TokenInputError } from '../../../domain/token/token-info';
import { InlineError } from '../../widgets/call-state.view';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { CallFailure } from '../../portal/task-query';
import { useTools } from '../../portal/portal.context';
import { useRemembered, useToolDraft } from '../common/use-remembered';
import { ToolField } from '../common/tool-field.view';
import { TokenGrantsTable } from './token-grants.view';

type Outcome = { readonly kind: 'result'; readonly result: TokenQueryResult } | { readonly kind: 'failed'; readonly error: AppError };

/**
 * The token query tool (open-business tools tab and the internal tools page). The token is remembered for the tab's
 * life in memory only (never stored); the environment is kept in session storage for a reload.
 */
export const TokenSearchPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('tools.token.title'));
  const queryToken = useTools().queryToken;
  const [accessToken, setAccessToken] = useRemembered('tokenQuery:accessToken', () => '');
  const [draft, setDraft] = useToolDraft<{ readonly environment: TokenEnvironment | '' }>('tokenQuery', () => ({ environment: '' }));
  const { environment } = draft;
  const setEnvironment = (next: TokenEnvironment | '') => setDraft({ environment: next });
  const [inputError, setInputError] = useState<TokenInputError>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [pending, setPending] = useState(false);
  const latest = useRef(0);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ask = ++latest.current;
    setPending(true);
    const answer = await queryToken({ accessToken, ...(environment ? { environment } : {}) })();
    if (ask !== latest.current) return;
    setPending(false);
    if (E.isRight(answer)) {
      setInputError(undefined);
      setOutcome({ kind: 'result', result: answer.right });
    } else if (answer.left.kind === 'Invalid') {
      setInputError(answer.left.error);
    } else {
      setOutcome({ kind: 'failed', error: answer.left });
    }
  };

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Heading as="h1" size="2xl">
          {t('tools.token.title')}
        </Heading>
        <Text color="fg.muted">{t('tools.token.intro')}</Text>
      </Stack>
      <chakra.form onSubmit={(event) => void submit(event)} noValidate borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }} bg="bg.panel">
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
            <Button type="submit" colorPalette="brand" loading={pending} loadingText={t('tools.token.querying')}>
              {t('tools.token.submit')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      {outcome?.kind === 'failed' ? <InlineError error={new CallFailure(outcome.error)} /> : null}
      {outcome?.kind === 'result' ? <TokenGrantsTable result={outcome.result} /> : null}
    </Stack>
  );
};
