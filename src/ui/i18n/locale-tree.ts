/** A locale file's strings: nested keys. */
export type Tree = { [key: string]: string | Tree };

const LOCALE_FILE = /\/locales\/([^/]+)\/(?:lazy\/)?([^/]+)\.json$/;

/** Locale and area (file name) of a locale file's path: `./locales/en-us/chrome.json` → ['en-us', 'chrome']. */
export const localeFileOf = (path: string): readonly [locale: string, area: string] | undefined => {
  const match = LOCALE_FILE.exec(path);
  return match?.[1] && match[2] ? [match[1], match[2]] : undefined;
};

/** The areas of one locale's eagerly globbed files, by area name. */
export const areasOf = (files: Record<string, { default: Tree }>): Record<string, Tree> =>
  Object.fromEntries(
    Object.entries(files).flatMap(([path, module]) => {
      const file = localeFileOf(path);
      return file ? [[file[1], module.default]] : [];
    }),
  );
