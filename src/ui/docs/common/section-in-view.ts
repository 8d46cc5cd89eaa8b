/** Where a section's heading is: its distance from the top of the window, in CSS pixels. */
export interface SectionTop {
  readonly id: string;
  readonly top: number;
}

export interface ReadingPlace {
  /** A heading at or above this line (below the sticky header and the sections' scroll margin) has been reached. */
  readonly line: number;
  readonly viewportHeight: number;
  /** The page is scrolled to its end: the last sections may never reach the line. */
  readonly atEnd: boolean;
  /** The section the reader chose in the table of contents (it counts at the end of the page, in the window). */
  readonly chosen?: string | undefined;
}

const inWindow = (section: SectionTop, viewportHeight: number) => section.top >= 0 && section.top < viewportHeight;

/**
 * The section being read (its id), for the table of contents: the last one whose heading has reached the line; at the
 * end of the page, the section the reader chose if its heading is in the window, else the last one there (the last
 * sections of a page cannot scroll up to the line); before any heading reaches the line, the first.
 */
export const sectionInView = (sections: readonly SectionTop[], place: ReadingPlace): string | undefined => {
  if (place.atEnd) {
    const chosen = sections.find((section) => section.id === place.chosen);
    if (chosen && inWindow(chosen, place.viewportHeight)) return chosen.id;
    const shown = sections.filter((section) => section.top > place.line && inWindow(section, place.viewportHeight));
    const last = shown[shown.length - 1];
    if (last) return last.id;
  }
  const reached = sections.filter((section) => section.top <= place.line);
  return (reached[reached.length - 1] ?? sections[0])?.id;
};
