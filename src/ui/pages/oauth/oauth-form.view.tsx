import { Button, chakra, Input, Stack, Text } from '@chakra-ui/react';
import * as E from 'fp-ts/Either';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StartAuthorizationError } from '../../../application/use-cases/app-authorization.use-case';
import { useIdentity } from '../../portal/portal.context';

/** The app key to authorize; on success the browser leaves for the authorization page. */
export const OauthForm = ({ initialAppKey }: { initialAppKey: string }) => {
  const { t } = useTranslation();
  const startAppAuthorization = useIdentity().startAppAuthorization;
  const [appKey, setAppKey] = useState(initialAppKey);
  const [problem, setProblem] = useState<StartAuthorizationError>();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const started = startAppAuthorization(appKey)();
    setProblem(E.isLeft(started) ? started.left : undefined);
  };

  return (
    <chakra.form onSubmit={submit} noValidate borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 8 }} bg="bg.panel">
      <Stack gap={2}>
        <chakra.label htmlFor={inputId} fontWeight="semibold">
          {t('pages.oauth.appKey')}
          <Text as="span" color="fg.error" aria-hidden="true">
            {' *'}
          </Text>
        </chakra.label>
        <Input
          id={inputId}
          name="appKey"
          value={appKey}
          autoComplete="off"
          spellCheck={false}
          required
          aria-required="true"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setAppKey(event.target.value);
            setProblem(undefined);
          }}
        />
        {problem ? (
          <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
            {t(`pages.oauth.errors.${problem.kind === 'Invalid' ? problem.problem : 'refused'}`)}
          </Text>
        ) : null}
        <Text id={hintId} color="fg.muted" fontSize="sm">
          {t('pages.oauth.appKeyHint')}
        </Text>
      </Stack>
      <Button type="submit" colorPalette="brand" mt={6}>
        {t('pages.oauth.submit')}
      </Button>
      <Text color="fg.muted" fontSize="sm" mt={4}>
        {t('pages.oauth.secretNote')}
      </Text>
    </chakra.form>
  );
};
