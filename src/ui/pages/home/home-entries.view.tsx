import { SimpleGrid } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { BookOpen, Boxes, CircleHelp, LayoutGrid, Library, LifeBuoy, Network, Package, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeEntryCard } from './home-entry-card.view';
import { HomeSection } from './home-section.view';

const ICON = { size: 24, strokeWidth: 1.75 } as const;

/** Customers' ways in: capability centre, open business, quick start, documents, support, FAQ. */
const ExternalEntries = () => {
  const { t } = useTranslation();
  const card = (key: string) => ({ title: t(`pages.home.entries.${key}`), body: t(`pages.home.entries.${key}Body`) });
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={5}>
      <HomeEntryCard {...card('capability')} icon={<LayoutGrid {...ICON} />}>
        {(content) => <Link to="/competence-center">{content}</Link>}
      </HomeEntryCard>
      <HomeEntryCard {...card('openBusiness')} icon={<Network {...ICON} />}>
        {(content) => <Link to="/openBusiness">{content}</Link>}
      </HomeEntryCard>
      <HomeEntryCard {...card('quick')} icon={<Rocket {...ICON} />}>
        {(content) => <Link to="/quick">{content}</Link>}
      </HomeEntryCard>
      <HomeEntryCard {...card('docs')} icon={<BookOpen {...ICON} />}>
        {(content) => <Link to="/helpDocument">{content}</Link>}
      </HomeEntryCard>
      <HomeEntryCard {...card('support')} icon={<LifeBuoy {...ICON} />}>
        {(content) => <Link to="/devSupport">{content}</Link>}
      </HomeEntryCard>
      <HomeEntryCard {...card('faq')} icon={<CircleHelp {...ICON} />}>
        {(content) => <Link to="/question-docs">{content}</Link>}
      </HomeEntryCard>
    </SimpleGrid>
  );
};

/** Staff's ways in: products, the internal document centre, the API store, support, FAQ. */
const InternalEntries = () => {
  const { t } = useTranslation();
  const card = (key: string) => ({ title: t(`pages.home.entries.${key}`), body: t(`pages.home.entries.${key}Body`) });
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={5}>
      <HomeEntryCard {...card('products')} icon={<Package {...ICON} />}>
        {(content) => <Link to="/product">{content}</Link>}
      </HomeEntryCard>
      <HomeEntryCard {...card('internalDocs')} icon={<Library {...ICON} />}>
        {(content) => <Link to="/document">{content}</Link>}
      </HomeEntryCard>
      <HomeEntryCard {...card('apiStore')} icon={<Boxes {...ICON} />}>
        {(content) => <Link to="/apiStore">{content}</Link>}
      </HomeEntryCard>
      <HomeEntryCard {...card('capability')} icon={<LayoutGrid {...ICON} />}>
        {(content) => <Link to="/competence-center">{content}</Link>}
      </HomeEntryCard>
      <HomeEntryCard {...card('support')} icon={<LifeBuoy {...ICON} />}>
        {(content) => <Link to="/devSupport">{content}</Link>}
      </HomeEntryCard>
      <HomeEntryCard {...card('faq')} icon={<CircleHelp {...ICON} />}>
        {(content) => <Link to="/question-docs">{content}</Link>}
      </HomeEntryCard>
    </SimpleGrid>
  );
};

export const HomeEntries = ({ internal }: { internal: boolean }) => {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-entries" title={t('pages.home.entriesTitle')} tinted>
      {internal ? <InternalEntries /> : <ExternalEntries />}
    </HomeSection>
  );
};
