import { Button, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import {
  BadgeCheck,
  Boxes,
  FlaskConical,
  Headset,
  LayoutDashboard,
  Network,
  ShoppingCart,
  Warehouse,
  Wrench,
  BookOpen,
  Megaphone,
  Receipt,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../portal/use-document-title';
import { useOpenConsole } from '../../portal/use-open-console';
import { PageSection } from '../common/page-section.view';
import { FeatureGrid, type Feature } from './feature-grid.view';
import { IsvArt } from './programme-art.view';
import { ProgrammeHero } from './programme-hero.view';
import { StepsList } from './steps-list.view';
import { LinkArrow, TextLink } from './text-link.view';
import { usePublicToolsUnitId } from './use-public-tools-unit';
import { useGatewayTools } from '../../portal/use-gateway-tools';

const AUDIENCE = [
  { key: 'wms', icon: Warehouse },
  { key: 'oms', icon: Receipt },
  { key: 'erp', icon: Boxes },
  { key: 'ecommerce', icon: ShoppingCart },
] as const;

const BENEFITS = [
  { key: 'apis', icon: Network },
  { key: 'sandbox', icon: FlaskConical },
  { key: 'listing', icon: Megaphone },
  { key: 'support', icon: Headset },
] as const;

const STEPS = ['register', 'createApp', 'integrate', 'test', 'live'] as const;

/** The external ISV introduction: who it is for, what vendors get, how to join, and where to start. */
export const IsvIntroductionPage = () => {
  const { t } = useTranslation();
  const consoleEntry = useOpenConsole();
  useDocumentTitle(t('routes.isvIntroduction'));
  const text = (key: string) => t(`programmes.isv.${key}`);
  const cards = (items: readonly { key: string; icon: Feature['icon'] }[], area: string): Feature[] =>
    items.map(({ key, icon }) => ({ key, icon, title: text(`${area}.${key}.title`), body: text(`${area}.${key}.body`) }));

  return (
    <>
      <ProgrammeHero
        title={text('title')}
        lead={text('lead')}
        art={<IsvArt />}
        actions={
          <>
            <Button colorPalette="brand" size="lg" loading={consoleEntry.busy} onClick={() => void consoleEntry.open()}>
              {text('enterConsole')}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/competence-center">{text('browseApis')}</Link>
            </Button>
          </>
        }
      />
      <PageSection size="lg" id="isv-audience" title={text('audience.title')} intro={text('audience.lead')}>
        <FeatureGrid features={cards(AUDIENCE, 'audience')} />
      </PageSection>
      <PageSection size="lg" id="isv-benefits" title={text('benefits.title')} tinted>
        <FeatureGrid features={cards(BENEFITS, 'benefits')} />
      </PageSection>
      <PageSection size="lg" id="isv-steps" title={text('steps.title')} intro={text('steps.lead')}>
        <StepsList steps={STEPS.map((key) => ({ key, title: text(`steps.${key}.title`), body: text(`steps.${key}.body`) }))} />
      </PageSection>
      <IsvEntryPoints consoleBusy={consoleEntry.busy} openConsole={() => void consoleEntry.open()} />
    </>
  );
};

const IsvEntryPoints = ({ consoleBusy, openConsole }: { consoleBusy: boolean; openConsole: () => void }) => {
  const { t } = useTranslation();
  const unitId = usePublicToolsUnitId();
  const gatewayTools = useGatewayTools();
  const text = (key: string) => t(`programmes.isv.entries.${key}`);
  const features: Feature[] = [
    {
      key: 'console',
      icon: LayoutDashboard,
      title: text('console.title'),
      body: text('console.body'),
      action: (
        <Button size="sm" colorPalette="brand" variant="outline" loading={consoleBusy} onClick={openConsole}>
          {text('console.action')}
        </Button>
      ),
    },
    {
      key: 'docs',
      icon: BookOpen,
      title: text('docs.title'),
      body: text('docs.body'),
      action: (
        <Stack gap={1}>
          <TextLink>
            <Link to="/competence-center">
              {text('docs.capabilities')}
              <LinkArrow />
            </Link>
          </TextLink>
          <TextLink>
            <Link to="/helpDocument">
              {text('docs.guides')}
              <LinkArrow />
            </Link>
          </TextLink>
        </Stack>
      ),
    },
    {
      key: 'tools',
      icon: Wrench,
      title: text('tools.title'),
      body: text('tools.body'),
      action: unitId ? (
        <Stack gap={1}>
          {(['api-test', 'sign', 'token-search'] as const).map((tool) => (
            <TextLink key={tool}>
              <Link to="/open-business-document/common-development-tools/$unitId/$toolName" params={{ unitId, toolName: tool }}>
                {text(`tools.${tool}`)}
                <LinkArrow />
              </Link>
            </TextLink>
          ))}
        </Stack>
      ) : (
        <TextLink>
          <Link to="/competence-center">
            {text('tools.fromDocs')}
            <LinkArrow />
          </Link>
        </TextLink>
      ),
    },
    {
      key: 'support',
      icon: BadgeCheck,
      title: text('support.title'),
      body: text('support.body'),
      action: (
        <TextLink>
          <Link to="/question-docs">
            {text('support.action')}
            <LinkArrow />
          </Link>
        </TextLink>
      ),
    },
  ];
  return (
    <PageSection size="lg" id="isv-entries" title={text('title')} tinted>
      <FeatureGrid features={gatewayTools ? features : features.filter((feature) => feature.key !== 'tools')} />
    </PageSection>
  );
};
