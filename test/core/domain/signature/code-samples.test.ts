import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  CODE_SAMPLE_LANGUAGES,
  codeSample,
  codeSamples,
  DEFAULT_LOP_TZ_NOTE,
  type CodeSampleLanguage,
} from '../../../../src/domain/signature/code-samples';
import { javaQuoted, phpSingleQuoted, shellSingleQuoted } from '../../../../src/domain/code/string-literals';

const URL_ =
  'https://api.jdl.com/ecap/v1/orders/create?LOP-DN=ECAP&app_key=appkey123&access_token=token789' +
  '&timestamp=2026-01-02+03%3A04%3A05&v=2.0&sign=JK0WRxwmbNHgLeGwXoWIsmOVQbC9%2FX0axluKKVCotQs%3D&algorithm=HMacSHA256';
/** Quotes of both kinds, backslashes (one before a u), $ forms that shells and PHP would interpolate, non-ASCII. */
const BODY = String.raw`{"msg":"say \"hi\" it's","path":"C:\\dir\\u00e9","price":"$5 $x $(id) ` + '`id`' + String.raw`","name":"张三 😀"}`;

const samples = codeSamples({ url: URL_, body: BODY });

const available = (command: string, args: string[]): boolean => {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** The value of the `body` variable's literal in a sample (the text after `marker` up to the line end, minus `trim`). */
const literalAfter = (sample: string, marker: string, trim = 0): string => {
  const line = sample.split('\n').find((l) => l.includes(marker))!;
  const literal = line.slice(line.indexOf(marker) + marker.length);
  return trim ? literal.slice(0, -trim) : literal;
};

describe('codeSamples', () => {
  it('offers curl, Java, Python, Node.js, Go and PHP', () => {
    expect(Object.keys(samples)).toEqual([...CODE_SAMPLE_LANGUAGES]);
    expect(CODE_SAMPLE_LANGUAGES).toEqual(['curl', 'java', 'python', 'nodejs', 'go', 'php']);
  });

  it.each(CODE_SAMPLE_LANGUAGES)('%s POSTs to the signed URL with both headers and the note', (language) => {
    const sample = samples[language];
    expect(sample).toContain(URL_);
    expect(sample).toMatch(/POST|requests\.post\(/);
    expect(sample).toMatch(/content-type["']?(: |", |": |, )["']?application\/json;charset=utf-8/);
    expect(sample).toMatch(/lop-tz["']?(: |", |": |, )["']?8["']/);
    expect(sample).toContain(DEFAULT_LOP_TZ_NOTE);
    // the note sits right above the lop-tz header (curl: above the command, a comment cannot break its lines)
    const lines = sample.split('\n');
    const header = lines.findIndex((l) => l.includes('lop-tz') && !l.includes(DEFAULT_LOP_TZ_NOTE));
    const noteLine = language === 'curl' ? lines[0] : lines[header - 1];
    expect(noteLine).toMatch(/^\s*(#|\/\/) /);
    expect(noteLine).toContain(DEFAULT_LOP_TZ_NOTE);
  });

  it('carries the translated note the view passes, on one line', () => {
    const note = '时区头：如果删除此请求头，网关按 UTC+8 处理。\n第二行';
    for (const language of CODE_SAMPLE_LANGUAGES) {
      const sample = codeSample(language, { url: URL_, body: '{}', timeZoneNote: note });
      expect(sample).toContain('时区头：如果删除此请求头，网关按 UTC+8 处理。 第二行');
      expect(sample).not.toContain(DEFAULT_LOP_TZ_NOTE);
    }
  });

  it('keeps a note from ending PHP mode or making a Java Unicode escape', () => {
    expect(codeSample('php', { url: URL_, body: '{}', timeZoneNote: 'a ?> b' })).toContain('// a ? > b');
    expect(codeSample('java', { url: URL_, body: '{}', timeZoneNote: String.raw`a \u000a b` })).toContain(String.raw`// a \\u000a b`);
  });

  describe('the body, exactly, in each language', () => {
    it('curl: single-quoted for the shell', () => {
      expect(samples.curl).toContain(`--data-raw ${shellSingleQuoted(BODY)}`);
      expect(shellSingleQuoted(BODY)).toBe(String.raw`'{"msg":"say \"hi\" it'\''s","path":"C:\\dir\\u00e9","price":"$5 $x $(id) ` + '`id`' + String.raw`","name":"张三 😀"}'`);
    });

    it.skipIf(!available('sh', ['-c', 'true']))('curl: the shell reads it back unchanged', () => {
      const literal = literalAfter(samples.curl, '--data-raw ');
      expect(execFileSync('sh', ['-c', `printf '%s' ${literal}`], { encoding: 'utf8' })).toBe(BODY);
    });

    it('Node.js: JavaScript evaluates the literal back to the body', () => {
      expect(runInNewContext(literalAfter(samples.nodejs, 'const body = ', 1))).toBe(BODY);
    });

    it.skipIf(!available('python3', ['--version']))('Python: ast.literal_eval reads the literal back to the body', () => {
      const literal = literalAfter(samples.python, 'body = ');
      const out = execFileSync('python3', ['-c', 'import ast,sys; sys.stdout.buffer.write(ast.literal_eval(sys.stdin.read()).encode("utf-8"))'], {
        input: literal,
        encoding: 'utf8',
      });
      expect(out).toBe(BODY);
    });

    it('Java: an ASCII-only literal, non-ASCII as UTF-16 \\u escapes, backslashes doubled', () => {
      expect(samples.java).toContain(`String body = ${javaQuoted(BODY)};`);
      expect(javaQuoted(BODY)).toBe(
        String.raw`"{\"msg\":\"say \\\"hi\\\" it's\",\"path\":\"C:\\\\dir\\\\u00e9\",\"price\":\"$5 $x $(id) ` +
          '`id`' +
          String.raw`\",\"name\":\"\u5f20\u4e09 \ud83d\ude00\"}"`,
      );
      expect(javaQuoted('a\tb\nc\u0001')).toBe(String.raw`"a\tb\nc\u0001"`);
    });

    it.skipIf(!available('java', ['-version']))(
      'Java: the JVM reads the literal back to the body',
      () => {
        const dir = mkdtempSync(join(tmpdir(), 'sign-java-'));
        try {
          const file = join(dir, 'Echo.java');
          writeFileSync(
            file,
            `public class Echo { public static void main(String[] a) throws Exception {
              System.out.write(${javaQuoted(BODY)}.getBytes(java.nio.charset.StandardCharsets.UTF_8)); System.out.flush(); } }`,
          );
          expect(execFileSync('java', [file], { encoding: 'utf8' })).toBe(BODY);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
      60_000,
    );

    it('Go: an interpreted string literal', () => {
      expect(samples.go).toContain(String.raw`body := "{\"msg\":\"say \\\"hi\\\" it's\",\"path\":\"C:\\\\dir\\\\u00e9\"`);
      expect(samples.go).toContain('\\"name\\":\\"张三 😀\\"}"');
    });

    it('PHP: single-quoted, so $ is not interpolated; only \\ and \' escaped', () => {
      expect(samples.php).toContain(`$body = ${phpSingleQuoted(BODY)};`);
      expect(phpSingleQuoted(BODY)).toBe(
        String.raw`'{"msg":"say \\"hi\\" it\'s","path":"C:\\\\dir\\\\u00e9","price":"$5 $x $(id) ` + '`id`' + String.raw`","name":"张三 😀"}'`,
      );
    });
  });

  it.each(CODE_SAMPLE_LANGUAGES)('%s sends the body as UTF-8', (language: CodeSampleLanguage) => {
    const utf8 = { curl: '--data-raw', java: 'StandardCharsets.UTF_8', python: 'encode("utf-8")', nodejs: 'body,', go: 'strings.NewReader(body)', php: 'CURLOPT_POSTFIELDS, $body' };
    expect(samples[language]).toContain(utf8[language]);
  });
});
