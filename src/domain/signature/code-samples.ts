/**
 * Ready-to-run samples of the signed call (signature.md "The signed call"): POST to the signed URL with
 * content-type application/json;charset=utf-8 and lop-tz: 8, the body exactly param_json.
 *
 * lop-tz is the time-zone header the spec calls "the GMT time header": it tells the gateway the UTC offset, in hours,
 * of the timestamp. Every sample always sends it, as 8, because the tool's timestamps are GMT+8; each sample says in a
 * comment that the gateway assumes UTC+8 when the header is removed. The comment is user-visible text: the view passes
 * the translated note; without one it is in English (DEFAULT_LOP_TZ_NOTE). Code and identifiers stay in English.
 */

import { goQuoted, javaQuoted, jsonQuoted, phpSingleQuoted, shellSingleQuoted } from '../code/string-literals';

export const CODE_SAMPLE_LANGUAGES = ['curl', 'java', 'python', 'nodejs', 'go', 'php'] as const;
export type CodeSampleLanguage = (typeof CODE_SAMPLE_LANGUAGES)[number];

export const CONTENT_TYPE = 'application/json;charset=utf-8';
/** The caller's UTC offset in hours; the tool's timestamps are GMT+8. */
export const LOP_TZ = '8';
export const DEFAULT_LOP_TZ_NOTE = "lop-tz: the UTC offset (hours) of the timestamp; if this header is removed, the gateway assumes UTC+8.";

export interface CodeSampleInput {
  /** The signed URL (signedUrl). */
  readonly url: string;
  /** param_json, sent byte for byte. */
  readonly body: string;
  /** The comment next to the lop-tz header, already translated; one line (line breaks become spaces). */
  readonly timeZoneNote?: string;
}

const oneLine = (note: string): string => note.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

const curl = (url: string, body: string, note: string): string =>
  [
    `# ${note}`,
    `curl -X POST ${shellSingleQuoted(url)} \\`,
    `  -H ${shellSingleQuoted(`content-type: ${CONTENT_TYPE}`)} \\`,
    `  -H ${shellSingleQuoted(`lop-tz: ${LOP_TZ}`)} \\`,
    `  --data-raw ${shellSingleQuoted(body)}`,
  ].join('\n');

const java = (url: string, body: string, rawNote: string): string => {
  // A comment is no shelter from Java's \uXXXX pre-processing: double the note's backslashes.
  const note = rawNote.replace(/\\/g, '\\\\');
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    'import java.nio.charset.StandardCharsets;',
    '',
    'public class SignedCall {',
    '    public static void main(String[] args) throws Exception {',
    `        String url = ${javaQuoted(url)};`,
    `        String body = ${javaQuoted(body)};`,
    '        HttpRequest request = HttpRequest.newBuilder(URI.create(url))',
    `                .header("content-type", ${javaQuoted(CONTENT_TYPE)})`,
    `                // ${note}`,
    `                .header("lop-tz", ${javaQuoted(LOP_TZ)})`,
    '                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))',
    '                .build();',
    '        HttpResponse<String> response = HttpClient.newHttpClient()',
    '                .send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));',
    '        System.out.println(response.body());',
    '    }',
    '}',
  ].join('\n');
};

const python = (url: string, body: string, note: string): string =>
  [
    'import requests',
    '',
    `url = ${jsonQuoted(url)}`,
    `body = ${jsonQuoted(body)}`,
    'headers = {',
    `    "content-type": ${jsonQuoted(CONTENT_TYPE)},`,
    `    # ${note}`,
    `    "lop-tz": ${jsonQuoted(LOP_TZ)},`,
    '}',
    'response = requests.post(url, data=body.encode("utf-8"), headers=headers)',
    'print(response.text)',
  ].join('\n');

const nodejs = (url: string, body: string, note: string): string =>
  [
    '// Node.js 18+ (global fetch)',
    `const url = ${jsonQuoted(url)};`,
    `const body = ${jsonQuoted(body)};`,
    '',
    'fetch(url, {',
    '  method: "POST",',
    '  headers: {',
    `    "content-type": ${jsonQuoted(CONTENT_TYPE)},`,
    `    // ${note}`,
    `    "lop-tz": ${jsonQuoted(LOP_TZ)},`,
    '  },',
    '  body,',
    '})',
    '  .then((response) => response.text())',
    '  .then((text) => console.log(text));',
  ].join('\n');

const go = (url: string, body: string, note: string): string =>
  [
    'package main',
    '',
    'import (',
    '\t"fmt"',
    '\t"io"',
    '\t"net/http"',
    '\t"strings"',
    ')',
    '',
    'func main() {',
    `\turl := ${goQuoted(url)}`,
    `\tbody := ${goQuoted(body)}`,
    '\treq, err := http.NewRequest("POST", url, strings.NewReader(body))',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    `\treq.Header.Set("content-type", ${goQuoted(CONTENT_TYPE)})`,
    `\t// ${note}`,
    `\treq.Header.Set("lop-tz", ${goQuoted(LOP_TZ)})`,
    '\tresp, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer resp.Body.Close()',
    '\tout, _ := io.ReadAll(resp.Body)',
    '\tfmt.Println(string(out))',
    '}',
  ].join('\n');

const php = (url: string, body: string, rawNote: string): string => {
  // "?>" would end the PHP block even inside a // comment.
  const note = rawNote.split('?>').join('? >');
  return [
    '<?php',
    `$url = ${phpSingleQuoted(url)};`,
    `$body = ${phpSingleQuoted(body)};`,
    '$ch = curl_init($url);',
    'curl_setopt($ch, CURLOPT_POST, true);',
    'curl_setopt($ch, CURLOPT_POSTFIELDS, $body);',
    'curl_setopt($ch, CURLOPT_HTTPHEADER, [',
    `    ${phpSingleQuoted(`content-type: ${CONTENT_TYPE}`)},`,
    `    // ${note}`,
    `    ${phpSingleQuoted(`lop-tz: ${LOP_TZ}`)},`,
    ']);',
    'curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);',
    '$response = curl_exec($ch);',
    'curl_close($ch);',
    'echo $response;',
  ].join('\n');
};

const WRITERS: Record<CodeSampleLanguage, (url: string, body: string, note: string) => string> = { curl, java, python, nodejs, go, php };

export const codeSample = (language: CodeSampleLanguage, input: CodeSampleInput): string =>
  WRITERS[language](input.url, input.body, oneLine(input.timeZoneNote ?? DEFAULT_LOP_TZ_NOTE));

export const codeSamples = (input: CodeSampleInput): Record<CodeSampleLanguage, string> => ({
  curl: codeSample('curl', input),
  java: codeSample('java', input),
  python: codeSample('python', input),
  nodejs: codeSample('nodejs', input),
  go: codeSample('go', input),
  php: codeSample('php', input),
});
