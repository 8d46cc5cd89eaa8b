import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ApiMenuGroup } from '../../../domain/doc/api-doc';
import type { DocBase } from '../open-business/doc-base';

/** The sticky left menu of the API tab: the unit's APIs grouped by category (method path and name). */
export const ApiDocMenu = ({ groups, unitId, currentId, base }: { groups: readonly ApiMenuGroup[]; unitId: number; currentId: number; base: DocBase }) => {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={t('docs.api.menu')} position="sticky" top="140px" maxH="calc(100vh - 160px)" overflowY="auto" pe={2}>
      <Stack gap={4}>
        {groups.map((group) => (
          <Box key={group.code}>
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb={1} data-content="backend">
              {group.name}
            </Text>
            <Stack as="ul" listStyleType="none" gap={0.5}>
              {group.apis.map((api) => {
                const current = api.id === currentId;
                return (
                  <chakra.li key={api.id}>
                    <Link
                      to={`${base.prefix}/api-doc/$unitId/$docId`}
                      params={{ unitId: String(unitId), docId: String(api.id) }}
                      search={base.search}
                      aria-current={current ? 'page' : undefined}
                    >
                      <chakra.span
                        display="block"
                        px={2}
                        py={1.5}
                        borderRadius="md"
                        bg={current ? 'brand.subtle' : undefined}
                        color={current ? 'brand.fg' : 'fg'}
                        _hover={{ bg: current ? 'brand.subtle' : 'bg.muted' }}
                      >
                        <chakra.span display="block" fontSize="sm" fontWeight={current ? 'semibold' : 'normal'} data-content="backend">
                          {api.name}
                        </chakra.span>
                        <chakra.span display="block" fontSize="xs" fontFamily="mono" color="fg.muted" wordBreak="break-all">
                          {api.path}
                        </chakra.span>
                      </chakra.span>
                    </Link>
                  </chakra.li>
                );
              })}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
};
