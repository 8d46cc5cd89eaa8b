import { Box, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductClassification } from '../../../domain/product/product';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { useDeploymentValues, useProducts } from '../../portal/portal.context';
import { faceOf } from '../../../domain/product/product-face';
import { ProductCard } from './product-card.view';
import { ProductFaceIcon } from './product-face.view';
import { productCatalogueQuery } from './products.queries';
import { PAGE_COLUMN } from '../common/page-column';

const groupId = (index: number) => `product-group-${String(index)}`;

const Classification = ({ group, index, english, internal }: { group: ProductClassification; index: number; english: boolean; internal: boolean }) => {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby={groupId(index)}>
      <HStack gap={3} mb={4}>
        <ProductFaceIcon face={faceOf(group.nameEn, group.name)} size="sm" />
        <Heading as="h2" id={groupId(index)} size="xl">
          {(english ? group.nameEn : group.name) || group.name}
        </Heading>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={5}>
        {group.products.map((product) => (
          <ProductCard
            key={product.code}
            product={product}
            english={english}
            category={group.nameEn || group.name}
            extra={
              internal ? (
                <ChakraLink asChild color="brand.fg">
                  <Link to="/solveDetail/$productCode" params={{ productCode: product.code }}>
                    {t('products.list.asSolution')}
                  </Link>
                </ChakraLink>
              ) : undefined
            }
          />
        ))}
      </SimpleGrid>
    </Box>
  );
};

/** /product: the products by classification; each card opens the product page (internally also its solution view). */
export const ProductListPage = () => {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-us';
  const internal = useDeploymentValues().features.productSolutionView;
  const catalogue = useQuery(productCatalogueQuery(useProducts()));
  useDocumentTitle(t('routes.product'));

  const body = () => {
    if (catalogue.isPending) return <LoadingShape kind="cards" />;
    if (catalogue.isError) return <InlineError error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
    if (catalogue.data.length === 0)
      return (
        <Text color="fg.muted" role="status">
          {t('products.list.empty')}
        </Text>
      );
    return (
      <Stack gap={12}>
        {catalogue.data.map((group, index) => (
          <Classification key={group.name} group={group} index={index} english={english} internal={internal} />
        ))}
      </Stack>
    );
  };

  return (
    <>
      <Box bg="bg.subtle" borderBottomWidth="1px">
        <Box {...PAGE_COLUMN} py={{ base: 10, md: 14 }}>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('products.list.title')}
          </Heading>
          <Text color="fg.muted" fontSize="lg" mt={3} maxW="3xl">
            {t('products.list.intro')}
          </Text>
        </Box>
      </Box>
      <Box {...PAGE_COLUMN} py={{ base: 8, md: 12 }}>
        {body()}
      </Box>
    </>
  );
};
