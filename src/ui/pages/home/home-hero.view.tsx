import { Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CirclePlus, Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PortalFeatures } from '../../../domain/deployment/portal-features';
import { useOpenConsole } from '../../portal/use-open-console';
import { useConsolePageLink } from '../../widgets/use-console-page-link';
import { PageHero } from '../common/page-hero.view';
import { HomeHeroArt } from './home-hero-art.view';
import { decide } from '../../../domain/deployment/decide';

const CONSOLE_SHORTCUTS = [
  { target: 'createApp', Icon: CirclePlus },
  { target: 'registerApi', Icon: Plug },
] as const;

/** International sites: straight to creating an app or registering an API in the intl-admin console. */
const IntlConsoleShortcuts = () => {
  const { t } = useTranslation();
  const consolePageLink = useConsolePageLink();
  return (
    <HStack as="nav" aria-label={t('pages.home.intlConsole')} gap={3} flexWrap="wrap">
      {CONSOLE_SHORTCUTS.map(({ target, Icon }) => (
        <Button key={target} asChild variant="subtle" colorPalette="brand">
          <a {...consolePageLink(target)}>
            <Icon size={18} aria-hidden="true" />
            {t(`pages.home.${target}`)}
          </a>
        </Button>
      ))}
    </HStack>
  );
};

/** The first screen: what the portal is for, the API docs and the console. */
export const HomeHero = ({ features }: { features: PortalFeatures }) => {
  const { t } = useTranslation();
  const consoleEntry = useOpenConsole();
  return (
    <PageHero
      size="landing"
      titleId="home-title"
      title={t('pages.home.title')}
      lead={t(decide(features.homeSubtitle, { customer: 'pages.home.subtitleExternal', staff: 'pages.home.subtitleInternal' }))}
      art={<HomeHeroArt />}
      actions={
        <>
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/competence-center">{t('pages.home.browseApis')}</Link>
          </Button>
          <Button size="lg" variant="outline" loading={consoleEntry.busy} onClick={() => void consoleEntry.open()}>
            {t('pages.home.enterConsole')}
          </Button>
        </>
      }
    >
      {features.consoleShortcuts ? <IntlConsoleShortcuts /> : null}
    </PageHero>
  );
};
