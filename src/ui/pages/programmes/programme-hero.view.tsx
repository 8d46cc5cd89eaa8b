import type { ReactNode } from 'react';
import { PageHero } from '../common/page-hero.view';

export interface ProgrammeHeroProps {
  readonly title: string;
  readonly lead: string;
  /** Buttons or links under the lead. */
  readonly actions?: ReactNode;
  /** A decorative illustration, shown from tablet width up. */
  readonly art?: ReactNode;
}

/** The top band of a programme or information page: the page's h1, what it is about and where to start. */
export const ProgrammeHero = (props: ProgrammeHeroProps) => (
  <PageHero titleId="programme-title" titleSize={{ base: '2xl', md: '4xl' }} leadStyle={{ fontSize: { base: 'md', md: 'lg' } }} {...props} />
);
