import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useLinkProps, useLocation } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionInView } from './section-in-view';

export interface TocEntry {
  readonly id: string;
  readonly label: string;
  readonly level: number;
}

/** Headings at or above this distance from the window's top (under the sticky header and their scroll margin) are reached. */
const READING_LINE_PX = 180;

/** The page is scrolled to its end (within a pixel's rounding). */
const atPageEnd = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;

/**
 * The section being read (sectionInView), measured once a frame while the page scrolls or resizes. `chosen` is the
 * entry the reader clicked: at the end of the page, where the last sections cannot reach the line, it stays marked.
 */
const useScrollSpy = (ids: readonly string[], chosen: string | undefined): string | undefined => {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(sectionInView(sections, { line: READING_LINE_PX, viewportHeight: window.innerHeight, atEnd: atPageEnd(), chosen }));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids, chosen]);
  return active;
};

/**
 * A link to a section of this page. The router marks every link to the page it is on as its current page
 * (aria-current="page"), and all of these are: the one being read is marked as the current location instead.
 */
const SectionLink = ({ id, current, onChoose, children }: { id: string; current: boolean; onChoose: () => void; children: ReactNode }) => {
  const props = useLinkProps({ to: '.', hash: id, resetScroll: false, onClick: onChoose });
  return (
    <a {...props} aria-current={current ? 'location' : undefined}>
      {children}
    </a>
  );
};

/**
 * An address naming one of the sections (`…#errors`, opened from a link or a reload) brings it to the top when the
 * contents first show, as the browser does for a page whose sections are there at load; the section counts as chosen.
 * A reader already scrolled (the contents drawn again, e.g. at another width) keeps their place.
 */
const useSectionOfAddress = (ids: readonly string[], choose: (id: string) => void) => {
  const hash = useLocation({ select: (location) => location.hash });
  useLayoutEffect(() => {
    if (!ids.includes(hash) || window.scrollY > 0) return;
    document.getElementById(hash)?.scrollIntoView({ block: 'start' });
    choose(hash);
    // Once, when the contents first show: later hash changes are the reader's own clicks, which scroll themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);
};

/** The right-hand table of contents: links to each section, the one being read marked. */
export const Toc = ({ entries }: { entries: readonly TocEntry[] }) => {
  const { t } = useTranslation();
  const [ids] = useState(() => entries.map((entry) => entry.id));
  const [chosen, setChosen] = useState<string>();
  useSectionOfAddress(ids, setChosen);
  const active = useScrollSpy(ids, chosen);
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
              <SectionLink
                id={entry.id}
                current={current}
                onChoose={() => {
                  setChosen(entry.id);
                  document.getElementById(entry.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
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
              </SectionLink>
            </chakra.li>
          );
        })}
      </Stack>
    </Box>
  );
};
