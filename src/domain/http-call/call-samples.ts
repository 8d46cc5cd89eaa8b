import { csharpVerbatim, goQuoted, javaQuoted, jsonQuoted, shellSingleQuoted } from '../code/string-literals';
import { contentTypeOf, encodeForm, isFilePart, isJsonMediaType, type HttpCall, type HttpHeader } from './http-call';

/** The languages an OpenAPI deployment's API pages write each call in (docs/openapi.md "Code samples"). */
export const CALL_SAMPLE_LANGUAGES = ['curl', 'javascript', 'python', 'go', 'java', 'csharp'] as const;
export type CallSampleLanguage = (typeof CALL_SAMPLE_LANGUAGES)[number];

/** The headers a call sends, Content-Type last unless the caller wrote its own (multipart's is the client's). */
const allHeaders = (call: HttpCall): HttpHeader[] => {
  const type = call.body ? contentTypeOf(call.body) : undefined;
  const own = call.headers.some((header) => header.name.toLowerCase() === 'content-type');
  return type && !own ? [...call.headers, { name: 'Content-Type', value: type }] : [...call.headers];
};

const jsonBody = (call: HttpCall): unknown => {
  if (call.body?.kind !== 'text' || !isJsonMediaType(call.body.mediaType)) return undefined;
  try {
    return JSON.parse(call.body.text) as unknown;
  } catch {
    return undefined;
  }
};

const curl = (call: HttpCall): string => {
  const lines = [`curl --request ${call.method}`, `  --url ${shellSingleQuoted(call.url)}`];
  for (const header of allHeaders(call)) lines.push(`  --header ${shellSingleQuoted(`${header.name}: ${header.value}`)}`);
  const body = call.body;
  if (body?.kind === 'text') lines.push(`  --data-raw ${shellSingleQuoted(body.text)}`);
  if (body?.kind === 'form') for (const field of body.fields) lines.push(`  --data-urlencode ${shellSingleQuoted(`${encodeURIComponent(field.name)}=${field.value}`)}`);
  // --form-string: a value starting with @ or < is not read as a file's name.
  if (body?.kind === 'multipart')
    for (const part of body.parts) lines.push(isFilePart(part) ? `  --form ${shellSingleQuoted(`${part.name}=@${part.fileName}`)}` : `  --form-string ${shellSingleQuoted(`${part.name}=${part.value}`)}`);
  if (body?.kind === 'file') lines.push(`  --data-binary ${shellSingleQuoted(`@${body.fileName}`)}`);
  return lines.join(' \\\n');
};

/** JSON as a JavaScript expression (JSON is one), indented under `indent`. */
const jsValue = (value: unknown, indent: string): string => JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);

const javascript = (call: HttpCall): string => {
  const lines: string[] = [];
  const body = call.body;
  if (body?.kind === 'multipart') {
    lines.push('const form = new FormData();');
    for (const part of body.parts) {
      lines.push(
        isFilePart(part)
          ? `form.append(${jsonQuoted(part.name)}, document.querySelector('input[type="file"]').files[0]); // ${part.fileName}`
          : `form.append(${jsonQuoted(part.name)}, ${jsonQuoted(part.value)});`,
      );
    }
    lines.push('');
  }
  lines.push(`const response = await fetch(${jsonQuoted(call.url)}, {`, `  method: ${jsonQuoted(call.method)},`);
  const headers = allHeaders(call);
  if (headers.length) lines.push('  headers: {', ...headers.map((header) => `    ${jsonQuoted(header.name)}: ${jsonQuoted(header.value)},`), '  },');
  const json = jsonBody(call);
  if (json !== undefined) lines.push(`  body: JSON.stringify(${jsValue(json, '  ')}),`);
  else if (body?.kind === 'text') lines.push(`  body: ${jsonQuoted(body.text)},`);
  else if (body?.kind === 'form') lines.push(`  body: new URLSearchParams(${jsValue(body.fields.map((field) => [field.name, field.value]), '  ')}),`);
  else if (body?.kind === 'multipart') lines.push('  body: form,');
  else if (body?.kind === 'file') lines.push(`  body: document.querySelector('input[type="file"]').files[0], // ${body.fileName}`);
  lines.push('});', 'console.log(response.status, await response.text());');
  return lines.join('\n');
};

/** JSON as a Python literal (True, False, None), indented under `indent`. */
const pythonValue = (value: unknown, indent: string): string => {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return jsonQuoted(value);
  if (typeof value === 'number') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) return value.length ? `[\n${value.map((item) => `${inner}${pythonValue(item, inner)},`).join('\n')}\n${indent}]` : '[]';
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length ? `{\n${entries.map(([key, item]) => `${inner}${jsonQuoted(key)}: ${pythonValue(item, inner)},`).join('\n')}\n${indent}}` : '{}';
};

const python = (call: HttpCall): string => {
  const body = call.body;
  const args = [`    ${jsonQuoted(call.url)},`];
  // requests writes the multipart boundary into Content-Type itself.
  const headers = allHeaders(call);
  if (headers.length) args.push(`    headers=${pythonValue(Object.fromEntries(headers.map((header) => [header.name, header.value])), '    ')},`);
  const json = jsonBody(call);
  if (json !== undefined) args.push(`    json=${pythonValue(json, '    ')},`);
  else if (body?.kind === 'text') args.push(`    data=${jsonQuoted(body.text)}.encode("utf-8"),`);
  else if (body?.kind === 'form') args.push(`    data=${pythonValue(body.fields.map((field) => [field.name, field.value]), '    ')},`);
  else if (body?.kind === 'multipart') {
    const values = body.parts.filter((part) => !isFilePart(part)).map((part) => [part.name, 'value' in part ? part.value : '']);
    const files = body.parts.filter(isFilePart);
    if (values.length) args.push(`    data=${pythonValue(values, '    ')},`);
    if (files.length) args.push(`    files=[${files.map((file) => `(${jsonQuoted(file.name)}, open(${jsonQuoted(file.fileName)}, "rb"))`).join(', ')}],`);
  } else if (body?.kind === 'file') args.push(`    data=open(${jsonQuoted(body.fileName)}, "rb"),`);
  return ['import requests', '', `response = requests.request(`, `    ${jsonQuoted(call.method)},`, ...args, ')', 'print(response.status_code, response.text)'].join('\n');
};

/** A Go string: a raw literal where the text allows (readable over several lines), else an interpreted one. */
const goString = (text: string): string => (/[`\r]/.test(text) ? goQuoted(text) : `\`${text}\``);

const go = (call: HttpCall): string => {
  const body = call.body;
  const imports = new Set(['fmt', 'io', 'net/http']);
  const setup: string[] = [];
  let reader = 'nil';
  if (body?.kind === 'text' || body?.kind === 'form') {
    imports.add('strings');
    reader = `strings.NewReader(${goString(body.kind === 'text' ? body.text : encodeForm(body.fields))})`;
  } else if (body?.kind === 'file') {
    imports.add('os');
    setup.push(`\tbody, err := os.Open(${goQuoted(body.fileName)})`, '\tif err != nil {', '\t\tpanic(err)', '\t}', '\tdefer body.Close()');
    reader = 'body';
  } else if (body?.kind === 'multipart') {
    imports.add('bytes').add('mime/multipart');
    if (body.parts.some(isFilePart)) imports.add('os');
    setup.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
    for (const part of body.parts) {
      if (isFilePart(part)) {
        setup.push(
          `\tif file, err := os.Open(${goQuoted(part.fileName)}); err == nil {`,
          `\t\tpart, _ := form.CreateFormFile(${goQuoted(part.name)}, ${goQuoted(part.fileName)})`,
          '\t\tio.Copy(part, file)',
          '\t\tfile.Close()',
          '\t}',
        );
      } else setup.push(`\tform.WriteField(${goQuoted(part.name)}, ${goQuoted(part.value)})`);
    }
    setup.push('\tform.Close()');
    reader = '&body';
  }
  const headers = allHeaders(call).map((header) => `\treq.Header.Set(${goQuoted(header.name)}, ${goQuoted(header.value)})`);
  if (body?.kind === 'multipart') headers.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  return [
    'package main',
    '',
    'import (',
    ...[...imports].sort().map((name) => `\t"${name}"`),
    ')',
    '',
    'func main() {',
    ...setup,
    `\treq, err := http.NewRequest(${goQuoted(call.method)}, ${goQuoted(call.url)}, ${reader})`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    ...headers,
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '\tdata, _ := io.ReadAll(res.Body)',
    '\tfmt.Println(res.Status, string(data))',
    '}',
  ].join('\n');
};

const JAVA_BOUNDARY = 'PortalSampleBoundary';

const java = (call: HttpCall): string => {
  const body = call.body;
  const setup: string[] = [];
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  if (body?.kind === 'text' || body?.kind === 'form') {
    publisher = `HttpRequest.BodyPublishers.ofString(${javaQuoted(body.kind === 'text' ? body.text : encodeForm(body.fields))}, StandardCharsets.UTF_8)`;
  } else if (body?.kind === 'file') {
    publisher = `HttpRequest.BodyPublishers.ofFile(Path.of(${javaQuoted(body.fileName)}))`;
  } else if (body?.kind === 'multipart') {
    // java.net.http writes no multipart body itself: each part, then the closing boundary.
    setup.push(`        String boundary = ${javaQuoted(JAVA_BOUNDARY)};`, '        ByteArrayOutputStream body = new ByteArrayOutputStream();');
    for (const part of body.parts) {
      const disposition = isFilePart(part) ? `form-data; name="${part.name}"; filename="${part.fileName}"` : `form-data; name="${part.name}"`;
      setup.push(`        body.write(("--" + boundary + "\\r\\nContent-Disposition: " + ${javaQuoted(disposition)} + "\\r\\n\\r\\n").getBytes(StandardCharsets.UTF_8));`);
      setup.push(isFilePart(part) ? `        body.write(Files.readAllBytes(Path.of(${javaQuoted(part.fileName)})));` : `        body.write(${javaQuoted(part.value)}.getBytes(StandardCharsets.UTF_8));`);
      setup.push('        body.write("\\r\\n".getBytes(StandardCharsets.UTF_8));');
    }
    setup.push('        body.write(("--" + boundary + "--\\r\\n").getBytes(StandardCharsets.UTF_8));');
    publisher = 'HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())';
  }
  const headers = allHeaders(call).map((header) => `                .header(${javaQuoted(header.name)}, ${javaQuoted(header.value)})`);
  if (body?.kind === 'multipart') headers.push('                .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
  return [
    ...(body?.kind === 'multipart' ? ['import java.io.ByteArrayOutputStream;'] : []),
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    'import java.nio.charset.StandardCharsets;',
    ...(body?.kind === 'multipart' ? ['import java.nio.file.Files;'] : []),
    ...(body?.kind === 'multipart' || body?.kind === 'file' ? ['import java.nio.file.Path;'] : []),
    '',
    'public class ApiCall {',
    '    public static void main(String[] args) throws Exception {',
    ...setup,
    `        HttpRequest request = HttpRequest.newBuilder(URI.create(${javaQuoted(call.url)}))`,
    ...headers,
    `                .method(${javaQuoted(call.method)}, ${publisher})`,
    '                .build();',
    '        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));',
    '        System.out.println(response.statusCode() + " " + response.body());',
    '    }',
    '}',
  ].join('\n');
};

const csharp = (call: HttpCall): string => {
  const body = call.body;
  const type = body ? contentTypeOf(body) : undefined;
  // Content-Type belongs to the content in HttpClient; every other header to the request.
  const headers = call.headers.filter((header) => header.name.toLowerCase() !== 'content-type');
  const contentType = call.headers.find((header) => header.name.toLowerCase() === 'content-type')?.value ?? type;
  const lines = [
    'using System.Net.Http.Headers;',
    '',
    'using var client = new HttpClient();',
    `using var request = new HttpRequestMessage(new HttpMethod(${jsonQuoted(call.method)}), ${csharpVerbatim(call.url)});`,
    ...headers.map((header) => `request.Headers.TryAddWithoutValidation(${csharpVerbatim(header.name)}, ${csharpVerbatim(header.value)});`),
  ];
  if (body?.kind === 'text' || body?.kind === 'form') lines.push(`request.Content = new StringContent(${csharpVerbatim(body.kind === 'text' ? body.text : encodeForm(body.fields))});`);
  if (body?.kind === 'file') lines.push(`request.Content = new ByteArrayContent(File.ReadAllBytes(${csharpVerbatim(body.fileName)}));`);
  if (body?.kind === 'multipart') {
    lines.push('var form = new MultipartFormDataContent();');
    for (const part of body.parts) {
      lines.push(
        isFilePart(part)
          ? `form.Add(new ByteArrayContent(File.ReadAllBytes(${csharpVerbatim(part.fileName)})), ${csharpVerbatim(part.name)}, ${csharpVerbatim(part.fileName)});`
          : `form.Add(new StringContent(${csharpVerbatim(part.value)}), ${csharpVerbatim(part.name)});`,
      );
    }
    lines.push('request.Content = form;');
  }
  if (contentType && body && body.kind !== 'multipart') lines.push(`request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse(${csharpVerbatim(contentType)});`);
  lines.push('using var response = await client.SendAsync(request);', 'Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");');
  return lines.join('\n');
};

const WRITERS: Readonly<Record<CallSampleLanguage, (call: HttpCall) => string>> = { curl, javascript, python, go, java, csharp };

/** The call in one language: code that sends exactly this call (placeholders as they are), ready to copy. */
export const callSample = (language: CallSampleLanguage, call: HttpCall): string => WRITERS[language](call);
