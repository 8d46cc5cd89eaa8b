import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../portal/use-document-title';
import { useDeploymentValues } from '../../portal/portal.context';
import { HomeEntries } from './home-entries.view';
import { HomeHero } from './home-hero.view';
import { HomeOffers } from './home-offers.view';
import { HomeShowcase } from './home-showcase.view';
import { HomeProgrammes, HomeSolutions } from './home-solutions.view';
import { HomeTools } from './home-tools.view';
import { decide } from '../../../domain/deployment/decide';

/**
 * Home: what the platform offers and the ways in. Staff: products, the internal document centre, the API store and
 * the tool pages. Customers: the capability centre, open business, quick start, industry solutions, the programmes
 * and the tools (on international sites also the console's create app and register API). Featured products load on
 * their own and never hold the page.
 */
export const HomePage = () => {
  const { t } = useTranslation();
  const features = useDeploymentValues().features;
  useDocumentTitle(t('routes.home'));

  return (
    <>
      <HomeHero features={features} />
      <HomeOffers />
      <HomeEntries pageSet={features.pageSet} />
      <HomeShowcase tinted={false} />
      {decide(features.pageSet, {
        staff: null,
        customer: (
          <>
            <HomeSolutions />
            <HomeProgrammes />
          </>
        ),
      })}
      {features.lcpGatewayTools ? <HomeTools pageSet={features.pageSet} /> : null}
    </>
  );
};
