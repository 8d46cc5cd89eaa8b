import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLocaleAreas } from './resources';

export type AreaWords = 'ready' | 'loading' | 'failed';

/**
 * The words of a lazily kept locale area, for a widget that needs them only sometimes, on any page: loaded when
 * `wanted` (once for the app, resources.ts), unless `key` is already there because the page named the area. A failed
 * load is 'failed', and the widget does without the words; the next widget that wants them tries again.
 */
export const useLocaleArea = (area: string, key: string, wanted: boolean): AreaWords => {
  const { i18n } = useTranslation();
  const [words, setWords] = useState<AreaWords>(() => (i18n.exists(key) ? 'ready' : 'loading'));
  useEffect(() => {
    if (!wanted || words !== 'loading') return undefined;
    let current = true;
    loadLocaleAreas([area]).then(
      () => current && setWords('ready'),
      () => current && setWords('failed'),
    );
    return () => {
      current = false;
    };
  }, [area, wanted, words]);
  return words;
};
