import { Box, Heading, SimpleGrid, Text, type SimpleGridProps } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from '../common/link-card.view';

export interface HomeEntryCardProps {
  readonly title: string;
  readonly body: string;
  /** A small decorative icon. */
  readonly icon?: ReactNode;
  /** The link the whole card is (a route Link or a console anchor), given the card's content. */
  readonly children: (content: ReactNode) => ReactElement;
}

/** One way into the portal: the whole card is the link. */
export const HomeEntryCard = ({ title, body, icon, children }: HomeEntryCardProps) => (
  <LinkCard gap={2} p={6}>
    {children(
      <>
        {icon ? (
          <Box color="brand.solid" aria-hidden="true">
            {icon}
          </Box>
        ) : null}
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {body}
        </Text>
      </>,
    )}
  </LinkCard>
);

type EntryPath =
  | '/competence-center'
  | '/openBusiness'
  | '/quick'
  | '/helpDocument'
  | '/devSupport'
  | '/question-docs'
  | '/product'
  | '/document'
  | '/apiStore'
  | '/isv-introduction'
  | '/merchant-introduction'
  | '/partner';

export interface Entry {
  /** Its strings are `<area>.<key>` and `<area>.<key>Body`. */
  readonly key: string;
  readonly Icon: LucideIcon;
  readonly to: EntryPath;
}

const ICON = { size: 24, strokeWidth: 1.75 } as const;

/** A grid of entry cards, each wholly a link to its page. */
export const EntryCards = ({ area, entries, columns }: { area: string; entries: readonly Entry[]; columns: SimpleGridProps['columns'] }) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={columns} gap={5}>
      {entries.map(({ key, Icon, to }) => (
        <HomeEntryCard key={key} title={t(`${area}.${key}`)} body={t(`${area}.${key}Body`)} icon={<Icon {...ICON} />}>
          {(content) => <Link to={to}>{content}</Link>}
        </HomeEntryCard>
      ))}
    </SimpleGrid>
  );
};
