import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AuthorizationOutcome } from '../../../domain/oauth/app-authorization';
import { CopyButton } from '../../widgets/copy-button.view';

type Granted = Extract<AuthorizationOutcome, { kind: 'granted' }>;

/** What the developer's server sends to turn the code into an access token (the secret stays a placeholder). */
const exchangeCommand = (outcome: Granted): string =>
  [
    `curl -X POST '${outcome.tokenEndpoint}' \\`,
    `  -d grant_type=authorization_code \\`,
    `  -d client_id=${outcome.appKey} \\`,
    `  -d client_secret=<app_secret> \\`,
    `  -d code=${outcome.code} \\`,
    `  --data-urlencode 'redirect_uri=${outcome.redirectUri}'`,
  ].join('\n');

const CodeBlock = ({ children }: { children: string }) => (
  <Box as="pre" fontFamily="mono" fontSize="sm" bg="bg.muted" borderRadius="md" p={3} overflowX="auto" whiteSpace="pre" tabIndex={0}>
    {children}
  </Box>
);

const GrantedView = ({ outcome }: { outcome: Granted }) => {
  const { t } = useTranslation();
  const command = exchangeCommand(outcome);
  return (
    <Stack gap={4}>
      <Alert.Root status="success" variant="surface">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('pages.oauth.granted.title', { appKey: outcome.appKey })}</Alert.Title>
          <Alert.Description>{t('pages.oauth.granted.body')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack gap={2}>
        <HStack justify="space-between">
          <Text as="h2" fontWeight="semibold">
            {t('pages.oauth.granted.code')}
          </Text>
          <CopyButton text={outcome.code} label={t('common.copy.what', { what: t('pages.oauth.granted.code') })} />
        </HStack>
        <CodeBlock>{outcome.code}</CodeBlock>
      </Stack>
      <Stack gap={2}>
        <HStack justify="space-between">
          <Text as="h2" fontWeight="semibold">
            {t('pages.oauth.granted.exchange')}
          </Text>
          <CopyButton text={command} label={t('common.copy.what', { what: t('pages.oauth.granted.exchange') })} />
        </HStack>
        <CodeBlock>{command}</CodeBlock>
      </Stack>
    </Stack>
  );
};

const ProblemView = ({ status, title, body }: { status: 'warning' | 'error'; title: string; body: string }) => (
  <Alert.Root status={status} variant="surface">
    <Alert.Indicator />
    <Alert.Content>
      <Alert.Title>{title}</Alert.Title>
      <Alert.Description>{body}</Alert.Description>
    </Alert.Content>
  </Alert.Root>
);

/** The authorization service's answer, said plainly, with a way to start again. */
export const OauthOutcome = ({ outcome, onAgain }: { outcome: AuthorizationOutcome; onAgain: () => void }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={6} role="region" aria-label={t('pages.oauth.outcome')}>
      {outcome.kind === 'granted' ? (
        <GrantedView outcome={outcome} />
      ) : outcome.kind === 'denied' ? (
        <ProblemView status="warning" title={t('pages.oauth.denied.title')} body={t('pages.oauth.denied.body', { appKey: outcome.appKey })} />
      ) : outcome.kind === 'failed' ? (
        <ProblemView
          status="error"
          title={t('pages.oauth.failed.title')}
          body={t('pages.oauth.failed.body', { appKey: outcome.appKey, reason: outcome.description ?? outcome.error })}
        />
      ) : (
        <ProblemView status="error" title={t('pages.oauth.unexpected.title')} body={t('pages.oauth.unexpected.body')} />
      )}
      <Box>
        <Button variant="outline" colorPalette="brand" onClick={onAgain}>
          {t('pages.oauth.again')}
        </Button>
      </Box>
    </Stack>
  );
};
