import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { productBody, productName, type ProductDetail } from '../../../domain/product/product';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { useDeploymentValues, useProducts } from '../../portal/portal.context';
import { ApplyActions } from './apply-for-use.view';
import { PRODUCT_COLUMN } from './product-layout';
import { ProductDocsLink, ProductHeader } from './product-header.view';
import { introBody, partTitle, productParts, type ProductViewMode } from './product-outline';
import { ProductSectionNav } from './product-section-nav.view';
import { ProductMarkdown, ProductPartSection } from './product-sections.view';
import { ProductMissing, productDetailQuery } from './products.queries';


const NotFound = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  return (
    <Stack {...PRODUCT_COLUMN} py={16} gap={4} align="flex-start" role="alert">
      <Heading as="h1" size="2xl">
        {t('products.detail.notFoundTitle')}
      </Heading>
      <Text color="fg.muted">{t('products.detail.notFoundBody', { code })}</Text>
      <Button asChild colorPalette="brand">
        <Link to="/product">{t('products.detail.backToList')}</Link>
      </Button>
    </Stack>
  );
};

/** The closing band of a solution: apply, or read the documentation first. */
const NextSteps = ({ productCode }: { productCode: string }) => {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="product-next" p={{ base: 5, md: 8 }} borderRadius="xl" bg="brand.subtle">
      <Heading as="h2" id="product-next" size="xl" mb={2}>
        {t('products.detail.nextTitle')}
      </Heading>
      <Text color="fg.muted" mb={5} maxW="3xl">
        {t('products.detail.nextBody')}
      </Text>
      <ApplyActions productCode={productCode} others={<ProductDocsLink productCode={productCode} />} />
    </Box>
  );
};

const ProductContent = ({ detail, mode }: { detail: ProductDetail; mode: ProductViewMode }) => {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-us';
  const solutionView = useDeploymentValues().features.productSolutionView;
  // The reader's language only: the body in English, or the Chinese one when the server has no English body.
  const body = productBody(detail, english);
  const parts = productParts(body, mode);
  const titled = parts.map((part) => ({ part, title: partTitle(part, (kind) => t(`products.sections.${kind}`)) }));
  const intro = introBody(body.intro);
  return (
    <>
      <ProductHeader detail={detail} mode={mode} internal={solutionView} />
      <ProductSectionNav links={titled.map(({ part, title }) => ({ id: part.id, label: title }))} />
      <Stack {...PRODUCT_COLUMN} py={{ base: 8, md: 12 }} gap={{ base: 10, md: 14 }}>
        {intro ? (
          <Box as="section" aria-label={t('products.detail.overview')}>
            <ProductMarkdown markdown={intro} />
          </Box>
        ) : null}
        {titled.map(({ part, title }) => (
          <ProductPartSection key={part.id} part={part} title={title} advantages={body.advantages} />
        ))}
        {mode === 'solution' ? <NextSteps productCode={detail.code} /> : null}
      </Stack>
    </>
  );
};

/**
 * A product's page, shared by productDetail (as a product: advantages first, apply and docs in the header) and the
 * internal solveDetail (as a solution: scenarios and architecture first, apply and docs at the end).
 */
export const ProductView = ({ productCode, mode }: { productCode: string; mode: ProductViewMode }) => {
  const { t, i18n } = useTranslation();
  const detail = useQuery(productDetailQuery(useProducts(), productCode));
  const fallback = t(mode === 'solution' ? 'routes.solveDetail' : 'routes.productDetail');
  useDocumentTitle(detail.data ? productName(detail.data, i18n.language === 'en-us') : fallback);

  if (detail.isPending)
    return (
      <Box {...PRODUCT_COLUMN} py={12}>
        <LoadingShape kind="document" />
      </Box>
    );
  if (detail.error instanceof ProductMissing) return <NotFound code={productCode} />;
  if (detail.isError)
    return (
      <Box {...PRODUCT_COLUMN} py={12}>
        <Heading as="h1" size="2xl" mb={4}>
          {fallback}
        </Heading>
        <InlineError error={detail.error} onRetry={() => void detail.refetch()} />
      </Box>
    );
  return <ProductContent detail={detail.data} mode={mode} />;
};
