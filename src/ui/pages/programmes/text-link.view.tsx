import { Link as ChakraLink } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The look of a "go there" link on the programme pages; the router link goes inside:
 * `<TextLink><Link to="/quick">…</Link></TextLink>`.
 */
export const TextLink = ({ children }: { children: ReactNode }) => (
  <ChakraLink asChild color="brand.fg" fontWeight="medium" fontSize="sm" display="inline-flex" alignItems="center" gap={1}>
    {children}
  </ChakraLink>
);

/** The arrow after a link's text (decorative). */
export const LinkArrow = () => <ArrowRight size={14} aria-hidden="true" />;
