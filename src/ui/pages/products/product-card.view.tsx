import { Box, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { productDescription, productName, type ProductSummary } from '../../../domain/product/product';
import { CARD_FRAME, FOCUS_RING } from '../common/link-card.view';

/**
 * A product in a list (product page, home showcase): its name links to the product page; `extra` holds further links
 * (kept above the card-wide link so they stay clickable).
 */
export const ProductCard = ({ product, english, headingLevel = 'h3', extra }: { product: ProductSummary; english: boolean; headingLevel?: 'h3' | 'h4'; extra?: ReactNode }) => (
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
    <Box color="brand.solid" aria-hidden="true">
      <Package size={24} strokeWidth={1.75} />
    </Box>
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
