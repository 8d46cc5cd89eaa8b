const HAN = /[\u3400-\u9fff]/;

/**
 * Whether a text from the server is (partly) Chinese. Where a payload has one text for both languages, an English
 * reader is not shown it when it is Chinese (a backend that answers in Chinese whatever the `locale` header says, or
 * the internal site, which sends none).
 */
export const isChineseText = (text: string): boolean => HAN.test(text);

/** The text for the reader: undefined for an English reader when it is Chinese, or when it is blank. */
export const readableText = (text: string | undefined, english: boolean): string | undefined => {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  return english && isChineseText(trimmed) ? undefined : trimmed;
};
