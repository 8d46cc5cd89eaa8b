import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../domain/biz-unit/biz-unit';
import { InlineError, InlineLoading } from '../../widgets/call-state.view';
import { miniProductQuery } from './release-doc.queries';
import { useDocuments } from '../../portal/portal.context';

/** The document layout's header line: the product's name (GET /product/release/findMiniProductInfo?productCode). */
export const ProductBar = ({ productCode }: { productCode: string }) => {
  const { t, i18n } = useTranslation();
  const product = useQuery(miniProductQuery(useDocuments().releaseDocs, productCode));
  return (
    <Box bg="bg.subtle" borderBottomWidth="1px">
      <HStack maxW="layout" mx="auto" px={{ base: 4, md: 8 }} py={4} gap={3} minH="64px">
        <Text fontSize="sm" color="fg.muted">
          {t('docpages.productDocs')}
        </Text>
        {product.isError ? (
          <InlineError error={product.error} onRetry={() => void product.refetch()} />
        ) : product.data ? (
          <Heading as="p" size="lg">
            {localizedName(product.data, i18n.language === 'en-us')}
          </Heading>
        ) : (
          <InlineLoading />
        )}
      </HStack>
    </Box>
  );
};
