import { Text } from '@chakra-ui/react';
import { MarkdownBody, ServerHtmlBody } from '../rich-text/markdown-body.view';
import { useRichText } from '../rich-text/use-rich-text';

const COMPACT = {
  // The first child, said without ':first-child' (emotion logs an error for it in development).
  '& .markdown-body > :not(* + *)': { mt: 0 },
  '& .markdown-body > :last-child': { mb: 0 },
  '& .markdown-body h1, & .markdown-body h2, & .markdown-body h3': { fontSize: 'md', mt: 3, mb: 1, pb: 0, borderBottomWidth: 0 },
  '& .markdown-body p': { my: 2 },
} as const;

/**
 * An answer's markdown, rendered and sanitized by the docs' renderer. Until the renderer's chunk has loaded the text
 * shows as plain text (React escapes it).
 */
export const AnswerMarkdown = ({ text }: { text: string }) => {
  const richText = useRichText();
  if (!richText.data) return <Text whiteSpace="pre-wrap">{text}</Text>;
  return (
    <Text as="div" css={COMPACT}>
      <MarkdownBody html={richText.data.markdown(text).html} />
    </Text>
  );
};

/** Server HTML (a FAQ problem's content), sanitized like the docs. */
export const AnswerHtml = ({ html }: { html: string }) => {
  const richText = useRichText();
  if (!richText.data) return null;
  return (
    <Text as="div" css={COMPACT}>
      <ServerHtmlBody html={html} sanitizer={richText.data} />
    </Text>
  );
};

/**
 * An AI answer as its responseType says: HTML sanitized, plain text as text, markdown (the default, also for types
 * we do not know) rendered and sanitized.
 */
export const AnswerContent = ({ text, responseType }: { text: string; responseType?: string | undefined }) => {
  const type = responseType?.toLowerCase();
  if (type === 'html') return <AnswerHtml html={text} />;
  if (type === 'text' || type === 'plain' || type === 'txt') return <Text whiteSpace="pre-wrap">{text}</Text>;
  return <AnswerMarkdown text={text} />;
};
