import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { countParams, type ParamNode } from '../../../domain/doc/param-tree';

/** What stands under a body's heading: how many fields it has, and its media type when the document names one. */
export const BodySummary = ({ nodes, mediaType }: { nodes: readonly ParamNode[]; mediaType?: string | undefined }) => {
  const { t } = useTranslation();
  return (
    <HStack gap={2} flexWrap="wrap" fontSize="sm" color="fg.muted" mb={2}>
      <Text>{t('docs.params.count', { count: countParams(nodes) })}</Text>
      {mediaType ? (
        <>
          <Text aria-hidden="true">·</Text>
          <Text>{t('docs.api.mediaType', { type: mediaType })}</Text>
        </>
      ) : null}
    </HStack>
  );
};
