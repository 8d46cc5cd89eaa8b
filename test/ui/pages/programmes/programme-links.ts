import { screen } from '@testing-library/react';

/** The address a link with this accessible name leads to (the first one when several share the name). */
export const hrefOf = (name: string | RegExp): string | null => screen.getAllByRole('link', { name })[0]?.getAttribute('href') ?? null;

/** The level-two headings of the page, in order. */
export const sectionHeadings = (): string[] => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
