import { Box, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { productDescription, productName, type ProductSummary } from '../../../domain/product/product';
import { faceOf } from '../../../domain/product/product-face';
import { CARD_FRAME, FOCUS_RING } from '../common/link-card.view';
import { ProductFaceIcon } from './product-face.view';

/**
 * A product in a list (product page, home showcase): its name links to the product page; `extra` holds further links
 * (kept above the card-wide link so they stay clickable).
 */
export const ProductCard = ({
  product,
  english,
  category,
  headingLevel = 'h3',
  extra,
}: {
  product: ProductSummary;
  english: boolean;
  /** The name of its classification, where the list knows it: the face's last resort. */
  category?: string;
  headingLevel?: 'h3' | 'h4';
  extra?: ReactNode;
}) => (
  <LinkBox
    as="article"
    display="flex"
    flexDirection="column"
    gap={2}
    p={5}
    {...CARD_FRAME}
    _focusWithin={{ borderColor: 'brand.solid', ...FOCUS_RING }}
    data-testid="product-card"
  >
    <ProductFaceIcon face={faceOf(product.code, product.nameEn, product.name, category)} />
    <Heading as={headingLevel} size="md">
      <LinkOverlay asChild>
        <Link to="/productDetail/$productCode" params={{ productCode: product.code }}>
          {productName(product, english)}
        </Link>
      </LinkOverlay>
    </Heading>
    <Text color="fg.muted" fontSize="sm" flex="1">
      {productDescription(product, english)}
    </Text>
    {extra ? (
      <Box position="relative" zIndex="1" fontSize="sm">
        {extra}
      </Box>
    ) : null}
  </LinkBox>
);
