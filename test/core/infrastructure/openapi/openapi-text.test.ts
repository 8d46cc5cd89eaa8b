import { describe, expect, it } from 'vitest';
import { OpenApiProblem } from '../../../../src/infrastructure/openapi/openapi-json';
import { describeMarkdown } from '../../../../src/infrastructure/openapi/openapi-markdown';
import { parseDocumentText } from '../../../../src/infrastructure/openapi/openapi-text';

const FILE = 'https://specs.example.test/shop.yaml';

describe("the documents' text, as the worker (and the corpus script) reads it", () => {
  it('reads JSON as JSON and anything else as YAML', async () => {
    await expect(parseDocumentText(' {"openapi": "3.1.0"}', FILE)).resolves.toEqual({ openapi: '3.1.0' });
    await expect(parseDocumentText('openapi: 3.0.3\ninfo:\n  title: Shop\n', FILE)).resolves.toEqual({ openapi: '3.0.3', info: { title: 'Shop' } });
  });

  it('says a syntax error as the problem of the file, with what the parser says', async () => {
    const yaml: unknown = await parseDocumentText('openapi: [3.0\n  title: "', FILE).catch((error: unknown) => error);
    expect(yaml).toBeInstanceOf(OpenApiProblem);
    expect(yaml).toMatchObject({ file: FILE, problem: { code: 'notYaml' } });
    expect((yaml as OpenApiProblem).problem.values.message).toMatch(/line \d+/);
    await expect(parseDocumentText('{"openapi": ', FILE)).rejects.toMatchObject({ file: FILE, problem: { code: 'notJson' } });
  });

  it('renders a description as CommonMark with GitHub alerts, for the page to sanitize', () => {
    expect(describeMarkdown('**Paid** orders only')).toBe('<p><strong>Paid</strong> orders only</p>\n');
    expect(describeMarkdown('> [!NOTE]\n> Sandbox only')).toContain('data-alert-title="note"');
  });
});

describe("a description's headings and addresses", () => {
  it("puts headings one level down, under the page's own title", () => {
    expect(describeMarkdown('# Intro\n\n###### Deep')).toBe('<h2>Intro</h2>\n<h6>Deep</h6>\n');
  });

  it("reads relative links and images from the document's address; anchors, absolute and other schemes stay", () => {
    const html = describeMarkdown('[guide](../guide.html) ![map](img/map.png) [top](#top) [abs](https://x.test/a) [mail](mailto:a@b.test) [root](/docs/)', 'https://docs.example.test/specs/v2/shop.yaml');
    expect(html).toContain('href="https://docs.example.test/specs/guide.html"');
    expect(html).toContain('src="https://docs.example.test/specs/v2/img/map.png"');
    expect(html).toContain('href="#top"');
    expect(html).toContain('href="https://x.test/a"');
    expect(html).toContain('href="mailto:a@b.test"');
    expect(html).toContain('href="https://docs.example.test/docs/"');
    expect(describeMarkdown('[guide](guide.html)')).toContain('href="guide.html"');
  });
});
