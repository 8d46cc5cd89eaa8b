import { createContext, useContext } from 'react';

/** What opens the finder; its value is given by the finder's shell (finder/finder-shell.tsx) around every page. */
export const OpenFinder = createContext<() => void>(() => undefined);

/** Opens the finder (the header's search box, the search page's empty state). */
export const useOpenFinder = () => useContext(OpenFinder);
