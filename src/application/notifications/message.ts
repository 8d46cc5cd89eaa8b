/**
 * A user-visible message: either an i18n key (with interpolation values) or text that came from the server
 * and is shown as it is. The application layer never formats language itself.
 */
export type Message =
  | { readonly key: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

export const keyMessage = (key: string, values?: Record<string, string | number>): Message =>
  values ? { key, values } : { key };

/** Server text when it has any, else the i18n key. */
export const serverOr = (text: string | undefined | null, fallbackKey: string): Message =>
  text && text.trim() ? { text } : { key: fallbackKey };
