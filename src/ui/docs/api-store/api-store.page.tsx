import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../domain/biz-unit/biz-unit';
import { useClassifiedBizUnits } from '../../reads/biz-unit.queries';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { INTERFACE_TYPES, useInterfaceType } from './interface-type';

/** Internal API store (/apiStore?interfaceType=jsf): every business unit with APIs, by classification. */
export const ApiStorePage = () => {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('apiStore.title'));
  const english = i18n.language.startsWith('en');
  const interfaceType = useInterfaceType();
  const units = useClassifiedBizUnits(2);
  return (
    <Stack gap={6} maxW="1408px" mx="auto" px={{ base: 4, md: 6 }} py={8}>
      <Stack gap={2}>
        <Heading as="h1" size="2xl">
          {t('apiStore.title')}
        </Heading>
        <Text color="fg.muted">{t('apiStore.intro')}</Text>
      </Stack>
      <HStack as="nav" aria-label={t('apiStore.types')} gap={2}>
        {INTERFACE_TYPES.map((type) => (
          <Link key={type} to="/apiStore" search={{ interfaceType: type }} aria-current={type === interfaceType ? 'page' : undefined}>
            <Box
              as="span"
              display="inline-block"
              px={4}
              py={1.5}
              borderRadius="full"
              borderWidth="1px"
              fontSize="sm"
              bg={type === interfaceType ? 'brand.solid' : undefined}
              color={type === interfaceType ? 'brand.contrast' : 'fg'}
            >
              {t(`apiStore.type.${type}`)}
            </Box>
          </Link>
        ))}
      </HStack>
      {units.isPending ? (
        <LoadingShape kind="cards" />
      ) : units.isError ? (
        <InlineError error={units.error} onRetry={() => void units.refetch()} />
      ) : (
        units.data.map((group) => (
          <Box as="section" key={group.id} aria-labelledby={`group-${String(group.id)}`}>
            <Heading as="h2" id={`group-${String(group.id)}`} size="md" mb={3}>
              {english ? group.classifyNameEn : group.classifyName}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap={3}>
              {group.bizUnits.map((unit) => (
                <Link key={unit.id} to="/apiMethodList" search={{ unitId: unit.id, interfaceType }}>
                  <Box borderWidth="1px" borderRadius="lg" p={4} h="full" _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}>
                    <Text fontWeight="semibold">{localizedName(unit, english)}</Text>
                    {unit.remark ? (
                      <Text fontSize="sm" color="fg.muted" mt={1} lineClamp={2} data-content="backend">
                        {unit.remark}
                      </Text>
                    ) : null}
                  </Box>
                </Link>
              ))}
            </SimpleGrid>
          </Box>
        ))
      )}
    </Stack>
  );
};
