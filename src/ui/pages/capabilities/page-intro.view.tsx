import type { ReactNode } from 'react';
import { PageHero } from '../common/page-hero.view';
import { CapabilitiesArt } from './capabilities-art.view';

/** The band at the top of the capability pages: title, what the page is for, and our illustration. */
export const PageIntro = ({ title, body, aside }: { title: string; body: string; aside?: ReactNode }) => (
  <PageHero size="compact" titleId="page-title" title={title} lead={body} art={<CapabilitiesArt />} aside={aside} />
);
