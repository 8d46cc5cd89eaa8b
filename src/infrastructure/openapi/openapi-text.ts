import { OpenApiProblem } from './openapi-json';
import { parseJson, type ParseText } from './openapi-reader';

type YamlModule = Pick<typeof import('yaml'), 'parse' | 'YAMLParseError'>;

/**
 * A document's text as JSON: JSON.parse for JSON, the `yaml` package for anything else, loaded by `loadYaml` when first
 * needed (the browser's worker loads it lazily; the publish step, whose module runner is closed by then, eagerly).
 */
export const parseDocumentTextWith =
  (loadYaml: () => Promise<YamlModule>): ParseText =>
  async (text, file) => {
    if (/^\s*[{[]/.test(text)) return parseJson(text, file);
    const { parse, YAMLParseError } = await loadYaml();
    try {
      return parse(text) as ReturnType<typeof parseJson>;
    } catch (error) {
      if (error instanceof YAMLParseError) throw new OpenApiProblem(file, '', 'notYaml', { message: error.message });
      throw error;
    }
  };

export const parseDocumentText: ParseText = parseDocumentTextWith(() => import('yaml'));
