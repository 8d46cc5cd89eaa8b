import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SearchTarget } from '../../../domain/search/search';
import { routeOfTarget } from './search-target-route';

/** The title of a hit as a link to its page (docs/routes.md "Search result links"); plain text when it has none. */
export const SearchHitLink = ({ target, children }: { target: SearchTarget; children: ReactNode }) =>
  target.kind === 'none' ? (
    <span>{children}</span>
  ) : (
    <ChakraLink asChild colorPalette="brand" fontWeight="semibold" fontSize="lg">
      <Link {...routeOfTarget(target)}>{children}</Link>
    </ChakraLink>
  );
