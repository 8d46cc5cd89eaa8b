import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Where a document sits: its section, groups and title. */
export const Breadcrumbs = ({ crumbs }: { crumbs: readonly string[] }) => {
  const { t } = useTranslation();
  return (
    <HStack as="nav" aria-label={t('docs.breadcrumbs')} fontSize="sm" color="fg.muted" gap={1} flexWrap="wrap">
      {crumbs.map((crumb, index) => (
        <Text as="span" key={`${crumb}-${String(index)}`} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
          {index > 0 ? ' / ' : ''}
          {crumb}
        </Text>
      ))}
    </HStack>
  );
};
