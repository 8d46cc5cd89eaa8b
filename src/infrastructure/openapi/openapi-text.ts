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
