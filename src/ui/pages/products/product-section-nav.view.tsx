import { Box, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_COLUMN } from './product-layout';
import { SideScroll } from '../../widgets/side-scroll.view';

export interface SectionLink {
  readonly id: string;
  readonly label: string;
}

/**
 * The page's sections as a bar under the header, kept in view while reading. Hash routing owns the address's
 * fragment, so a link names its section as the route's hash and scrolls to it itself (as the docs' table of contents).
 */
export const ProductSectionNav = ({ links }: { links: readonly SectionLink[] }) => {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <Box as="nav" aria-label={t('products.detail.sectionsNav')} position="sticky" top="16" zIndex="docked" bg="bg" borderBottomWidth="1px" shadow="xs">
      <SideScroll as="ul" listStyleType="none" {...PRODUCT_COLUMN} display="flex" alignItems="center" gap={1} my={0} py={0}>
        {links.map((link) => (
          <chakra.li key={link.id} flexShrink={0}>
            <Link
              to="."
              hash={link.id}
              resetScroll={false}
              onClick={() => document.getElementById(link.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
            >
              <chakra.span display="block" px={{ base: 2, md: 3 }} py={3} fontSize="sm" fontWeight="medium" color="fg.muted" _hover={{ color: 'brand.fg' }}>
                {link.label}
              </chakra.span>
            </Link>
          </chakra.li>
        ))}
      </SideScroll>
    </Box>
  );
};
