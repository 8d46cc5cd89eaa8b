import { useEffect, useState } from 'react';
import { usePreferences } from '../portal/portal.context';
import { restoreDraft } from './restore-draft';

/**
 * A form's values kept as a draft (the formDrafts use case, docs/testing.md "What is kept"): the form starts from
 * its draft, each change is saved, and `clear` ends the draft once the form was sent. An untouched form saves nothing.
 */
export const useFormDraft = <Values extends object>(
  formId: string,
  initial: Values,
  offered: (field: keyof Values, value: unknown) => boolean = () => true,
) => {
  const drafts = usePreferences().formDrafts;
  const [start] = useState(() => restoreDraft(initial, drafts.read(formId), offered));
  const [values, setValues] = useState<Values>(start);

  useEffect(() => {
    if (values !== start) drafts.save(formId, values);
  }, [drafts, formId, start, values]);

  const change = (change: Partial<Values>) => setValues((current) => ({ ...current, ...change }));
  const clear = () => drafts.clear(formId);
  return { values, change, clear };
};
