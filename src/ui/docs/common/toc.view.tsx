import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TocEntry {
  readonly id: string;
  readonly label: string;
  readonly level: number;
}

/** The section in view: the last heading that has scrolled past the top band. */
const useScrollSpy = (ids: readonly string[]): string | undefined => {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || ids.length === 0) return undefined;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: '-140px 0px -55% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);
  return active;
};

/** The right-hand table of contents: links to each section, the one being read marked. */
export const Toc = ({ entries }: { entries: readonly TocEntry[] }) => {
  const { t } = useTranslation();
  const [ids] = useState(() => entries.map((entry) => entry.id));
  const active = useScrollSpy(ids);
  if (entries.length === 0) return null;
  return (
    <Box as="nav" aria-label={t('docs.toc')} position="sticky" top="140px" fontSize="sm">
      <Text fontWeight="semibold" mb={2}>
        {t('docs.toc')}
      </Text>
      <Stack as="ul" listStyleType="none" gap={1} borderStartWidth="2px" ps={0}>
        {entries.map((entry) => {
          const current = entry.id === active;
          return (
            <chakra.li key={entry.id} ms="-2px" borderStartWidth="2px" borderColor={current ? 'brand.solid' : 'transparent'}>
              <Link
                to="."
                hash={entry.id}
                resetScroll={false}
                aria-current={current ? 'location' : undefined}
                onClick={() => document.getElementById(entry.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
              >
                <chakra.span
                  display="block"
                  ps={`${String(8 + (entry.level - 2) * 12)}px`}
                  py={0.5}
                  color={current ? 'brand.fg' : 'fg.muted'}
                  fontWeight={current ? 'semibold' : 'normal'}
                  _hover={{ color: 'fg' }}
                  data-content="backend"
                >
                  {entry.label}
                </chakra.span>
              </Link>
            </chakra.li>
          );
        })}
      </Stack>
    </Box>
  );
};
