import { Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { ProductCard } from '../products/product-card.view';
import { showcaseProductsQuery } from '../products/products.queries';
import { PageSection } from '../common/page-section.view';
import { useProducts } from '../../portal/portal.context';

/** Featured products (GET /product/release/facadeProductShowList): a failure or an empty list is said in place. */
export const HomeShowcase = ({ tinted }: { tinted: boolean }) => {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-us';
  const products = useQuery(showcaseProductsQuery(useProducts()));

  const body = () => {
    if (products.isPending) return <LoadingShape kind="cards" />;
    if (products.isError) return <InlineError error={products.error} onRetry={() => void products.refetch()} />;
    if (products.data.length === 0)
      return (
        <Text color="fg.muted" role="status">
          {t('pages.home.showcaseEmpty')}
        </Text>
      );
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={5}>
        {products.data.map((product) => (
          <ProductCard key={product.code} product={product} english={english} />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <PageSection
      id="home-showcase"
      title={t('pages.home.showcaseTitle')}
      tinted={tinted}
      rules="both"
      action={
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/product">{t('pages.home.showcaseAll')}</Link>
        </ChakraLink>
      }
    >
      {body()}
    </PageSection>
  );
};
