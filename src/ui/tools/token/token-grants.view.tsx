import { Alert, Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenQueryResult } from '../../../application/use-cases/query-token.use-case';

const COLUMNS = ['env', 'appKey', 'pin', 'authorizationTime', 'expirationTime'] as const;

const Cell = chakra('td', { base: { borderBottomWidth: '1px', px: 3, py: 2, textAlign: 'start', verticalAlign: 'top' } });
const HeaderCell = chakra('th', { base: { borderBottomWidth: '1px', px: 3, py: 2, textAlign: 'start', bg: 'bg.muted', fontWeight: 'semibold' } });

/** Where the token is valid: one row per environment, with the masking notice when the server hid the account. */
export const TokenGrantsTable = ({ result }: { result: TokenQueryResult }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const { grants, masked, elsewhere } = result;
  return (
    <Stack as="section" aria-labelledby={headingId} gap={3} aria-live="polite">
      <Heading as="h2" id={headingId} size="md">
        {t('tools.token.results')}
      </Heading>
      {masked ? (
        // Information, not a problem: the info look, and a note (the section's polite live region announces it), never an alert.
        <Alert.Root status="info" variant="subtle" role="note" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('tools.token.maskedNotice')}</Alert.Description>
        </Alert.Root>
      ) : null}
      {grants.length === 0 ? (
        <Text color="fg.muted">{elsewhere > 0 ? t('tools.token.noneHere', { count: elsewhere }) : t('tools.token.none')}</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <HeaderCell key={column} scope="col">
                    {t(`tools.token.columns.${column}`)}
                  </HeaderCell>
                ))}
              </tr>
            </thead>
            <tbody>
              {grants.map((grant) => (
                <tr key={`${grant.env}-${grant.appKey}`}>
                  <Cell>{grant.environment ? t(`tools.token.environments.${grant.environment}`) : grant.env}</Cell>
                  <Cell fontFamily="mono">{grant.appKey}</Cell>
                  <Cell fontFamily="mono">{grant.pin}</Cell>
                  <Cell>{grant.authorizationTime ?? t('tools.token.unknownTime')}</Cell>
                  <Cell>{grant.expirationTime ?? t('tools.token.unknownTime')}</Cell>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      )}
    </Stack>
  );
};
