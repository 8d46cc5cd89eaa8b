import { Badge, Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { productDescription, productName, type ProductDetail } from '../../../domain/product/product';
import { ApplyActions } from './apply-for-use.view';
import { PRODUCT_COLUMN } from './product-layout';
import type { ProductViewMode } from './product-outline';
import { faceOf } from '../../../domain/product/product-face';
import { ProductFaceIcon } from './product-face.view';

/** A step of the trail that links back, and the separator after it. */
const Crumb = ({ children }: { children: ReactElement }) => (
  <>
    <li>
      <chakra.span color="brand.fg" _hover={{ textDecoration: 'underline' }}>
        {children}
      </chakra.span>
    </li>
    <chakra.li aria-hidden="true" display="flex">
      <ChevronRight size={14} />
    </chakra.li>
  </>
);

const Breadcrumbs = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  return (
    <chakra.nav aria-label={t('products.detail.breadcrumbs')} fontSize="sm" color="fg.muted">
      <HStack as="ol" listStyleType="none" gap={1} flexWrap="wrap" m={0} p={0}>
        <Crumb>
          <Link to="/home">{t('products.detail.home')}</Link>
        </Crumb>
        <Crumb>
          <Link to="/product">{t('products.detail.products')}</Link>
        </Crumb>
        <chakra.li color="fg" aria-current="page">
          {name}
        </chakra.li>
      </HStack>
    </chakra.nav>
  );
};

/** The product's documentation (the document layout's development guide tab). */
export const ProductDocsLink = ({ productCode }: { productCode: string }) => {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" size="lg">
      <Link to="/develop-guide/$productCode" params={{ productCode }}>
        {t('products.detail.docs')}
      </Link>
    </Button>
  );
};

/** Name, classification, description and the ways on (apply, docs; internally the other view of the same product). */
export const ProductHeader = ({ detail, mode, internal }: { detail: ProductDetail; mode: ProductViewMode; internal: boolean }) => {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-us';
  const name = productName(detail, english);
  const classification = (english ? detail.classifyNameEn : detail.classifyName) ?? detail.classifyName;
  return (
    <Box as="section" aria-labelledby="product-title" bg="bg.subtle" borderBottomWidth="1px">
      <Stack {...PRODUCT_COLUMN} py={{ base: 8, md: 12 }} gap={4}>
        <Breadcrumbs name={name} />
        <HStack gap={2} flexWrap="wrap">
          <Badge colorPalette="brand" variant="solid">
            {t(mode === 'solution' ? 'products.detail.solutionEyebrow' : 'products.detail.productEyebrow')}
          </Badge>
          {classification ? <Badge variant="outline">{t('products.detail.classification', { name: classification })}</Badge> : null}
        </HStack>
        <HStack gap={4} align="center">
          <ProductFaceIcon face={faceOf(detail.code, detail.nameEn, detail.name, detail.classifyNameEn ?? detail.classifyName)} />
          <Heading as="h1" id="product-title" size={{ base: '2xl', md: '4xl' }} lineHeight="1.2">
            {name}
          </Heading>
        </HStack>
        <Text fontSize="lg" color="fg.muted" maxW="3xl">
          {productDescription(detail, english)}
        </Text>
        {detail.updateTime ? (
          <Text fontSize="sm" color="fg.muted">
            {t('products.detail.updated', { time: detail.updateTime })}
          </Text>
        ) : null}
        {mode === 'product' ? (
          <ApplyActions productCode={detail.code} others={<ProductDocsLink productCode={detail.code} />} />
        ) : null}
        {internal ? (
          <chakra.span fontSize="sm" color="brand.fg" textDecoration="underline">
            {mode === 'product' ? (
              <Link to="/solveDetail/$productCode" params={{ productCode: detail.code }}>
                {t('products.detail.asSolution')}
              </Link>
            ) : (
              <Link to="/productDetail/$productCode" params={{ productCode: detail.code }}>
                {t('products.detail.asProduct')}
              </Link>
            )}
          </chakra.span>
        ) : null}
      </Stack>
    </Box>
  );
};
