import { Button } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactDialog } from '../../widgets/contact-dialog.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { SOLUTION_CODES, type SolutionCode } from '../../portal/solution-codes';
import { useOpenConsole } from '../../portal/use-open-console';
import { PageHero } from '../common/page-hero.view';
import { PageSection } from '../common/page-section.view';
import { NotFoundPage } from '../not-found.page';
import { OtherSolutions } from './other-solutions.view';
import { SolutionArt } from './solution-art.view';
import { CardGrid, TextCard } from './solution-cards.view';
import { SOLUTION_CONTENT } from './solution-content';
import { OnDarkButton, SolutionCta } from './solution-cta.view';
import { SolutionProducts } from './solution-products.view';
import { SolutionUnits } from './solution-units.view';

const isSolutionCode = (value: string): value is SolutionCode => (SOLUTION_CODES as readonly string[]).includes(value);

/**
 * /solution/$solutionCode (external): an industry solution, or the hospital convenience express solution: the pitch,
 * the industry's pain points, its scenarios, the products it uses, the business units whose docs to read, and the
 * ways to start (apply, console, contact). Its name is the one the header's solutions menu shows.
 */
export const SolutionPage = () => {
  const param = useParams({ strict: false, select: (params: { solutionCode?: string }) => params.solutionCode ?? '' });
  // The route lets only known codes through; this keeps the page whole if it is ever mounted elsewhere.
  return isSolutionCode(param) ? <Solution key={param} code={param} /> : <NotFoundPage />;
};

const Solution = ({ code }: { code: SolutionCode }) => {
  const { t } = useTranslation();
  const content = SOLUTION_CONTENT[code];
  const consoleEntry = useOpenConsole();
  const [contactOpen, setContactOpen] = useState(false);
  const title = t(`chrome.solutions.industry.${code}`);
  const text = (key: string) => t(`solutions.pages.${code}.${key}`);
  useDocumentTitle(title);
  const scenario = content.kind === 'scenario';

  const contactButton = (variant: 'solid' | 'outline') => (
    <Button size="lg" colorPalette="brand" variant={variant} onClick={() => setContactOpen(true)}>
      {t('solutions.actions.contact')}
    </Button>
  );

  return (
    <>
      <PageHero
        titleId="solution-title"
        eyebrow={t(`solutions.eyebrow.${content.kind}`)}
        title={title}
        lead={text('pitch')}
        leadStyle={{ lineHeight: '1.7' }}
        art={<SolutionArt code={code} />}
        actions={
          content.offersApply ? (
            <>
              <Button asChild size="lg" colorPalette="brand">
                <Link to="/apply">{t('solutions.actions.apply')}</Link>
              </Button>
              {contactButton('outline')}
            </>
          ) : (
            contactButton('solid')
          )
        }
      />
      <PageSection id="solution-pains" title={t(scenario ? 'solutions.sections.painsScenario' : 'solutions.sections.pains')}>
        <CardGrid columns={content.painPoints.length}>
          {content.painPoints.map((id) => (
            <TextCard key={id} title={text(`pains.${id}.title`)} body={text(`pains.${id}.body`)} />
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id="solution-scenarios" title={t('solutions.sections.scenarios')} tinted rules="top">
        <CardGrid columns={content.scenarios.length === 4 ? 2 : 3}>
          {content.scenarios.map((id, index) => (
            <TextCard
              key={id}
              marker={String(index + 1).padStart(2, '0')}
              title={text(`scenarios.${id}.title`)}
              body={text(`scenarios.${id}.body`)}
            />
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id="solution-products" title={t('solutions.sections.products')} intro={t('solutions.sections.productsIntro')}>
        <SolutionProducts code={code} products={content.products} />
      </PageSection>
      <PageSection id="solution-units" title={t('solutions.sections.units')} intro={t('solutions.sections.unitsIntro')} tinted rules="top">
        <SolutionUnits content={content} />
      </PageSection>
      <SolutionCta title={t('solutions.cta.title')} body={t(scenario ? 'solutions.cta.bodyScenario' : 'solutions.cta.body')}>
        <OnDarkButton loading={consoleEntry.busy} onClick={() => void consoleEntry.open()}>
          {t('solutions.actions.console')}
        </OnDarkButton>
        {/* The brand ring is 2.6:1 on the navy band; white is 15:1 (as OnDarkButton's). */}
        <Button size="lg" colorPalette="brand" focusRingColor="white" onClick={() => setContactOpen(true)}>
          {t('solutions.actions.contact')}
        </Button>
      </SolutionCta>
      <OtherSolutions current={code} />
      <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
    </>
  );
};
