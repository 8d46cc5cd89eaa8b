import { Box, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { productDescription, productName, type ProductSummary } from '../../../domain/product/product';

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
    borderWidth="1px"
    borderRadius="lg"
    bg="bg"
    transition="box-shadow 0.2s, border-color 0.2s"
    _hover={{ shadow: 'md', borderColor: 'brand.solid' }}
    _focusWithin={{ borderColor: 'brand.solid', outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
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
