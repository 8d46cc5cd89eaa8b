import { Box, chakra, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

export interface ProtocolTocEntry {
  readonly anchor: string;
  readonly label: string;
}

/**
 * The agreement's table of contents. Hash routing owns the address's fragment, so the link keeps the route and sets
 * its hash; the click scrolls to the section and moves focus there for keyboard readers.
 */
export const ProtocolToc = ({ title, entries }: { title: string; entries: readonly ProtocolTocEntry[] }) => (
  <Box as="nav" aria-labelledby="privacy-toc-title" fontSize="sm" p={{ base: 4, lg: 0 }} borderWidth={{ base: '1px', lg: 0 }} borderRadius="md">
    <Text id="privacy-toc-title" fontWeight="semibold" mb={2}>
      {title}
    </Text>
    <chakra.ol listStyleType="decimal" ps={5} display="flex" flexDirection="column" gap={1}>
      {entries.map(({ anchor, label }) => (
        <chakra.li key={anchor} color="fg.muted">
          <Link
            to="."
            hash={anchor}
            resetScroll={false}
            onClick={() => {
              const target = document.getElementById(anchor);
              target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              target?.focus({ preventScroll: true });
            }}
          >
            <chakra.span color="fg.muted" _hover={{ color: 'brand.fg', textDecoration: 'underline' }}>
              {label}
            </chakra.span>
          </Link>
        </chakra.li>
      ))}
    </chakra.ol>
  </Box>
);
