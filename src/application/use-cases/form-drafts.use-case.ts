import type { KeyValueStore } from '../ports/storage.port';

const PREFIX = 'lcp.draft.';

/**
 * What was typed into a form and not yet sent, kept for the tab's session (session storage): it outlives leaving
 * the page, back and forward, and a reload, and it ends with a successful send, the tab, or a logout (which clears
 * session storage). One draft per form id; a form of another item (another product) has its own id.
 */
export interface FormDrafts {
  /** The draft as it was saved, or undefined (none, or unreadable): the form checks its shape. */
  readonly read: (formId: string) => unknown;
  readonly save: (formId: string, draft: unknown) => void;
  readonly clear: (formId: string) => void;
}

export const makeFormDrafts = (deps: { sessionStorage: KeyValueStore }): FormDrafts => ({
  read: (formId) => {
    const text = deps.sessionStorage.get(PREFIX + formId);
    if (text === null) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  },
  save: (formId, draft) => deps.sessionStorage.set(PREFIX + formId, JSON.stringify(draft)),
  clear: (formId) => deps.sessionStorage.remove(PREFIX + formId),
});
