import type { PortalFeatures } from '../../../domain/deployment/portal-features';
import { decide } from '../../../domain/deployment/decide';
import { Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FlaskConical, KeyRound, Signature } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isProjectClassification, isRestricted } from '../../../domain/biz-unit/biz-unit';
import { useClassifiedBizUnits } from '../../reads/biz-unit.queries';
import { PageSection } from '../common/page-section.view';
import { HomeEntryCard } from './home-entry-card.view';

const ICON = { size: 24, strokeWidth: 1.75 } as const;
const TOOLS = [
  { key: 'sign', toolName: 'sign', Icon: Signature },
  { key: 'apiTest', toolName: 'api-test', Icon: FlaskConical },
  { key: 'token', toolName: 'token-search', Icon: KeyRound },
] as const;

type ToolKey = (typeof TOOLS)[number]['key'];

const ToolCards = ({ link }: { link: (key: ToolKey, toolName: string, content: ReactNode) => ReactElement }) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={5}>
      {TOOLS.map(({ key, toolName, Icon }) => (
        <HomeEntryCard key={key} title={t(`pages.home.tools.${key}`)} body={t(`pages.home.tools.${key}Body`)} icon={<Icon {...ICON} />}>
          {(content) => link(key, toolName, content)}
        </HomeEntryCard>
      ))}
    </SimpleGrid>
  );
};

/** Staff: the tools have their own pages. */
const InternalTools = () => (
  <ToolCards
    link={(key, _toolName, content) =>
      key === 'sign' ? <Link to="/tools/sign">{content}</Link> : key === 'token' ? <Link to="/tools/token-search">{content}</Link> : <Link to="/apiTestMainPage">{content}</Link>
    }
  />
);

/**
 * Customers: the tools live in a business unit's documentation, so they open in the first open API unit (the list
 * the header's API menu shares); until it is known, or if there is none, the capability centre is the way there.
 */
const ExternalTools = () => {
  const { t } = useTranslation();
  const units = useClassifiedBizUnits(2);
  const unitId = units.data
    ?.filter((group) => !isProjectClassification(group))
    .flatMap((group) => group.bizUnits)
    .find((unit) => !isRestricted(unit))?.id;
  if (unitId === undefined)
    return (
      <Text color="fg.muted">
        <ChakraLink asChild color="brand.fg">
          <Link to="/competence-center">{t('pages.home.tools.fromCapability')}</Link>
        </ChakraLink>
      </Text>
    );
  return (
    <ToolCards
      link={(_key, toolName, content) => (
        <Link to="/open-business-document/common-development-tools/$unitId/$toolName" params={{ unitId: String(unitId), toolName }}>
          {content}
        </Link>
      )}
    />
  );
};

export const HomeTools = ({ pageSet }: { pageSet: PortalFeatures['pageSet'] }) => {
  const { t } = useTranslation();
  return (
    <PageSection id="home-tools" title={t('pages.home.toolsTitle')} intro={t('pages.home.toolsIntro')} tinted rules="both">
      {decide(pageSet, { staff: <InternalTools />, customer: <ExternalTools /> })}
    </PageSection>
  );
};
