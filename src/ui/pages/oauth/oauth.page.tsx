import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../portal/use-document-title';
import { useIdentity } from '../../portal/portal.context';
import { OauthForm } from './oauth-form.view';
import { OauthOutcome } from './oauth-outcome.view';

/**
 * /oauth (login required): hands an app key over to the gateway's OAuth authorization and shows what came back
 * (docs/identity.md "App authorization"). The API test console's 'get access token' opens it with ?appKey=.
 */
export const OauthPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.oauth.title'));
  const search: { appKey?: unknown } = useSearch({ strict: false });
  const appKey = typeof search.appKey === 'string' ? search.appKey : '';
  const { appAuthorizationOutcome, clearAppAuthorization } = useIdentity();
  const [outcome, setOutcome] = useState(appAuthorizationOutcome);

  return (
    <Box as="section" py={{ base: 8, md: 14 }} px={{ base: 4, md: 6 }} aria-labelledby="oauth-title">
      <Stack gap={6} maxW="3xl" mx="auto">
        <Stack gap={2}>
          <Heading as="h1" id="oauth-title" size="2xl">
            {t('pages.oauth.title')}
          </Heading>
          <Text color="fg.muted">{t('pages.oauth.intro')}</Text>
        </Stack>
        {outcome ? (
          <OauthOutcome
            outcome={outcome}
            onAgain={() => {
              clearAppAuthorization();
              setOutcome(undefined);
            }}
          />
        ) : (
          <OauthForm initialAppKey={appKey} />
        )}
      </Stack>
    </Box>
  );
};
