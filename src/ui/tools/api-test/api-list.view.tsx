import { Box, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestableApiGroup } from '../../../domain/api-test/testable-api';
import { InlineError, InlineLoading } from '../../widgets/call-state.view';

interface ApiListProps {
  readonly query: string;
  readonly onQuery: (query: string) => void;
  readonly groups: readonly TestableApiGroup[] | undefined;
  readonly error?: unknown;
  readonly onRetry: () => void;
  readonly selectedId: number | undefined;
  readonly onSelect: (apiId: number) => void;
}

/** The searchable list of testable APIs, grouped by resource path; the chosen one is marked current. */
export const ApiList = ({ query, onQuery, groups, error, onRetry, selectedId, onSelect }: ApiListProps) => {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <Stack as="nav" aria-label={t('tools.apiTest.list.title')} gap={3} borderWidth="1px" borderRadius="lg" p={3} bg="bg.panel">
      <chakra.label htmlFor={searchId} fontWeight="semibold" fontSize="sm">
        {t('tools.apiTest.list.search')}
      </chakra.label>
      <Input id={searchId} type="search" size="sm" value={query} placeholder={t('tools.apiTest.list.searchPlaceholder')} onChange={(event) => onQuery(event.target.value)} autoComplete="off" />
      {error ? <InlineError error={error} onRetry={onRetry} /> : null}
      {!groups && !error ? <InlineLoading /> : null}
      {groups?.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" role="status">
          {t('tools.apiTest.list.empty')}
        </Text>
      ) : null}
      <Box maxH={{ lg: '70vh' }} overflowY="auto">
        {groups?.map((group) => (
          <Box key={group.key} mb={3}>
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" fontFamily={group.key ? 'mono' : undefined} px={2} py={1} wordBreak="break-all">
              {group.key || t('tools.apiTest.list.noPath')}
            </Text>
            <chakra.ul listStyleType="none" m={0} p={0}>
              {group.apis.map((api) => {
                const current = api.id === selectedId;
                return (
                  <li key={api.id}>
                    <chakra.button
                      type="button"
                      onClick={() => onSelect(api.id)}
                      aria-current={current ? 'true' : undefined}
                      w="full"
                      textAlign="start"
                      px={2}
                      py={1.5}
                      borderRadius="md"
                      fontSize="sm"
                      bg={current ? 'brand.subtle' : undefined}
                      color={current ? 'brand.fg' : undefined}
                      fontWeight={current ? 'semibold' : undefined}
                      _hover={{ bg: current ? 'brand.subtle' : 'bg.muted' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                    >
                      <chakra.span display="block">{api.name}</chakra.span>
                      <chakra.span display="block" fontFamily="mono" fontSize="xs" color={current ? 'brand.fg' : 'fg.muted'} wordBreak="break-all">
                        {api.path || api.code}
                      </chakra.span>
                    </chakra.button>
                  </li>
                );
              })}
            </chakra.ul>
          </Box>
        ))}
      </Box>
    </Stack>
  );
};
