import { describe, expect, it } from 'vitest';
import { sectionInView, type SectionTop } from '../../../src/ui/docs/common/section-in-view';

const tops = (entries: Record<string, number>): SectionTop[] => Object.entries(entries).map(([id, top]) => ({ id, top }));
const place = { line: 180, viewportHeight: 900, atEnd: false };

describe('the section being read, for the table of contents', () => {
  it('is the first before any heading reaches the line, then the last heading that did', () => {
    expect(sectionInView(tops({ overview: 300, address: 700, request: 1400 }), place)).toBe('overview');
    expect(sectionInView(tops({ overview: -900, address: 160, request: 700 }), place)).toBe('address');
    expect(sectionInView(tops({ overview: -2000, address: -1500, request: -300 }), place)).toBe('request');
  });

  it('is the section around a deep link far into it, not the heading above it', () => {
    // A link to a row deep in the request table: the request heading is far above the window, the response far below.
    expect(sectionInView(tops({ address: -4200, authorization: -3900, request: -3500, response: 2600 }), place)).toBe('request');
  });

  it('at the end of the page, is the last heading in the window, or the one the reader chose there', () => {
    const end = tops({ request: -2000, examples: 120, errors: 420, sdk: 700 });
    expect(sectionInView(end, { ...place, atEnd: true })).toBe('sdk');
    expect(sectionInView(end, { ...place, atEnd: true, chosen: 'errors' })).toBe('errors');
    // A choice scrolled out of the window no longer counts.
    expect(sectionInView(tops({ request: -2000, errors: -50, sdk: 300 }), { ...place, atEnd: true, chosen: 'errors' })).toBe('sdk');
    // A choice counts only at the end: elsewhere the line decides.
    expect(sectionInView(tops({ request: 100, errors: 420 }), { ...place, chosen: 'errors' })).toBe('request');
  });

  it('has nothing to mark without sections', () => {
    expect(sectionInView([], place)).toBeUndefined();
  });
});
