import { Marked, type Tokens } from 'marked';
import { markdownAlerts } from '../rich-text/markdown-alerts';
import { OpenApiProblem } from './openapi-json';
import { parseJson, type ParseText } from './openapi-reader';

/** A document's text as JSON: JSON.parse for JSON, the `yaml` package (loaded only then) for anything else. */
export const parseDocumentText: ParseText = async (text, file) => {
  if (/^\s*[{[]/.test(text)) return parseJson(text, file);
  const { parse, YAMLParseError } = await import('yaml');
  try {
    return parse(text) as ReturnType<typeof parseJson>;
  } catch (error) {
    if (error instanceof YAMLParseError) throw new OpenApiProblem(file, '', 'notYaml', { message: error.message });
    throw error;
  }
};

const markdown = new Marked({ async: false, gfm: true }, markdownAlerts);

/** A link's or image's address read from the document's own, as a relative one in it means (an anchor stays as it is). */
const fromDocument = (href: string, documentUrl: string): string => {
  if (href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  try {
    return new URL(href, documentUrl).href;
  } catch {
    return href;
  }
};

/**
 * A description (CommonMark) as HTML, which the page sanitizes before showing it. Its headings go one level down (the
 * page's title is its only h1), and its relative links and images are read from the document's address, not the page's.
 */
export const describeMarkdown = (text: string, documentUrl?: string): string =>
  markdown.parse(text, {
    async: false,
    walkTokens: (token) => {
      if (token.type === 'heading') {
        const heading = token as Tokens.Heading;
        heading.depth = Math.min(6, heading.depth + 1);
      } else if (documentUrl !== undefined && (token.type === 'link' || token.type === 'image')) {
        const target = token as Tokens.Link | Tokens.Image;
        target.href = fromDocument(target.href, documentUrl);
      }
    },
  });
