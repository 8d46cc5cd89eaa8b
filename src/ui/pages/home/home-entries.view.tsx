import type { PortalFeatures } from '../../../domain/deployment/portal-features';
import { decide } from '../../../domain/deployment/decide';
import { BookOpen, Boxes, CircleHelp, LayoutGrid, Library, LifeBuoy, Network, Package, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../common/page-section.view';
import { EntryCards, type Entry } from './home-entry-card.view';

/** Customers' ways in: capability centre, open business, quick start, documents, support, FAQ. */
const EXTERNAL_ENTRIES: readonly Entry[] = [
  { key: 'capability', Icon: LayoutGrid, to: '/competence-center' },
  { key: 'openBusiness', Icon: Network, to: '/openBusiness' },
  { key: 'quick', Icon: Rocket, to: '/quick' },
  { key: 'docs', Icon: BookOpen, to: '/helpDocument' },
  { key: 'support', Icon: LifeBuoy, to: '/devSupport' },
  { key: 'faq', Icon: CircleHelp, to: '/question-docs' },
];

/** Staff's ways in: products, the internal document centre, the API store, support, FAQ. */
const INTERNAL_ENTRIES: readonly Entry[] = [
  { key: 'products', Icon: Package, to: '/product' },
  { key: 'internalDocs', Icon: Library, to: '/document' },
  { key: 'apiStore', Icon: Boxes, to: '/apiStore' },
  { key: 'capability', Icon: LayoutGrid, to: '/competence-center' },
  { key: 'support', Icon: LifeBuoy, to: '/devSupport' },
  { key: 'faq', Icon: CircleHelp, to: '/question-docs' },
];

export const HomeEntries = ({ pageSet }: { pageSet: PortalFeatures['pageSet'] }) => {
  const { t } = useTranslation();
  return (
    <PageSection id="home-entries" title={t('pages.home.entriesTitle')} tinted rules="both">
      <EntryCards area="pages.home.entries" entries={decide(pageSet, { staff: INTERNAL_ENTRIES, customer: EXTERNAL_ENTRIES })} columns={{ base: 1, sm: 2, lg: 3 }} />
    </PageSection>
  );
};
