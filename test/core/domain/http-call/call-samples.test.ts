import { execFile, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_SAMPLE_LANGUAGES, callSample, type CallSampleLanguage } from '../../../../src/domain/http-call/call-samples';
import type { HttpCall } from '../../../../src/domain/http-call/http-call';

/*
 * Each language's sample is run where this machine has the language (curl, Node's fetch, Python's requests, Java 11+,
 * Go), against a local server that records what arrives: it must be exactly the call. C# (no compiler here) is checked
 * by its literals.
 */

const run = promisify(execFile);
const available = (command: string, args: string[]): boolean => {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const HAS = {
  curl: available('curl', ['--version']),
  python: available('python3', ['-c', 'import requests']),
  java: available('java', ['-version']),
  go: available('go', ['version']),
};

/** Quotes of both kinds, $ forms and backticks a shell would run, backslashes, a \u a Java source would read. */
const HOSTILE = String.raw`it's "quoted" $HOME $(id) ` + '`id`' + String.raw` \ \u0041 %41`;
const BODY = JSON.stringify({ note: HOSTILE, name: '张三 😀', nested: { list: [1, true, null] } }, null, 2);
const FILE_CONTENT = 'file\u0000bytes\n';

interface Arrived {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

let base = '';
let workDir = '';
const arrived: Arrived[] = [];
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    arrived.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
    response.end('ok');
  });
});

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  workDir = mkdtempSync(join(tmpdir(), 'call-samples-'));
  writeFileSync(join(workDir, 'avatar.png'), FILE_CONTENT);
});
afterAll(() => {
  server.close();
  rmSync(workDir, { recursive: true, force: true });
});

const calls = (): Record<string, HttpCall> => ({
  json: {
    method: 'PUT',
    url: `${base}/orders/A%201?q=${encodeURIComponent('中 &=')}&tag=a&tag=b`,
    headers: [
      { name: 'X-Note', value: HOSTILE },
      { name: 'Authorization', value: 'Bearer <TOKEN>' },
    ],
    body: { kind: 'text', mediaType: 'application/json', text: BODY },
  },
  get: { method: 'GET', url: `${base}/orders?limit=10`, headers: [{ name: 'Cookie', value: 'session=abc; key=<API_KEY>' }] },
  form: {
    method: 'POST',
    url: `${base}/tokens`,
    headers: [],
    body: {
      kind: 'form',
      fields: [
        { name: 'grant type', value: HOSTILE },
        { name: 'scope', value: 'a&b=c' },
      ],
    },
  },
  multipart: {
    method: 'POST',
    url: `${base}/avatars`,
    headers: [],
    body: {
      kind: 'multipart',
      parts: [
        { name: 'note', value: `@${HOSTILE}` },
        { name: 'avatar', fileName: 'avatar.png' },
      ],
    },
  },
  file: { method: 'POST', url: `${base}/uploads`, headers: [], body: { kind: 'file', mediaType: 'application/octet-stream', fileName: 'avatar.png' } },
});

/** Runs `language`'s sample of `call` and returns what the server received. */
const send = async (language: CallSampleLanguage, call: HttpCall): Promise<Arrived> => {
  const code = callSample(language, call);
  const before = arrived.length;
  const options = { cwd: workDir, encoding: 'utf8' as const, timeout: 120_000 };
  switch (language) {
    case 'curl':
      await run('sh', ['-c', code], options);
      break;
    case 'python':
      await run('python3', ['-c', code], options);
      break;
    case 'java':
      writeFileSync(join(workDir, 'ApiCall.java'), code);
      await run('java', ['ApiCall.java'], options);
      break;
    case 'go':
      writeFileSync(join(workDir, 'main.go'), code);
      await run('go', ['run', 'main.go'], { ...options, env: { ...process.env, GOCACHE: join(workDir, '.gocache'), GOFLAGS: '-mod=mod', GO111MODULE: 'off' } });
      break;
    case 'javascript':
      await new Script(`(async () => {\n${code}\n})()`).runInNewContext({ fetch, URLSearchParams, console: { log: () => undefined } });
      break;
    case 'csharp':
      throw new Error('no C# runtime here');
  }
  expect(arrived.length, code).toBe(before + 1);
  return arrived[before] as Arrived;
};

const runnable: { language: CallSampleLanguage; here: boolean }[] = [
  { language: 'curl', here: HAS.curl },
  { language: 'javascript', here: true },
  { language: 'python', here: HAS.python },
  { language: 'java', here: HAS.java },
  { language: 'go', here: HAS.go },
];

describe('code samples of a call, run', () => {
  describe.each(runnable)('$language', ({ language, here }) => {
    it.skipIf(!here)('sends the JSON call exactly: method, path, query, headers and body', async () => {
      const call = calls().json as HttpCall;
      const got = await send(language, call);
      expect(got.method).toBe('PUT');
      expect(got.url).toBe(call.url.slice(base.length));
      expect(got.headers['x-note']).toBe(HOSTILE);
      expect(got.headers.authorization).toBe('Bearer <TOKEN>');
      expect(got.headers['content-type']).toMatch(/^application\/json/);
      // Python's json= writes the value its own way: the same JSON.
      if (language === 'python' || language === 'javascript') expect(JSON.parse(got.body.toString('utf8'))).toEqual(JSON.parse(BODY));
      else expect(got.body.toString('utf8')).toBe(BODY);
    }, 120_000);

    it.skipIf(!here)('sends a GET without a body, with its cookies', async () => {
      const got = await send(language, calls().get as HttpCall);
      expect(got.method).toBe('GET');
      expect(got.url).toBe('/orders?limit=10');
      expect(got.headers.cookie).toBe('session=abc; key=<API_KEY>');
      expect(got.body.length).toBe(0);
    }, 120_000);

    it.skipIf(!here)('sends a form, each field exactly', async () => {
      const got = await send(language, calls().form as HttpCall);
      expect(got.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect([...new URLSearchParams(got.body.toString('utf8'))]).toEqual([
        ['grant type', HOSTILE],
        ['scope', 'a&b=c'],
      ]);
    }, 120_000);

    it.skipIf(!here || language === 'javascript')('sends a multipart form with a file, and a file as the body', async () => {
      const multipart = await send(language, calls().multipart as HttpCall);
      const type = multipart.headers['content-type'] ?? '';
      expect(type).toMatch(/^multipart\/form-data; ?boundary=/);
      const form = await new Response(new Uint8Array(multipart.body), { headers: { 'content-type': type } }).formData();
      expect(form.get('note')).toBe(`@${HOSTILE}`);
      const file = form.get('avatar') as File;
      expect(file.name).toBe('avatar.png');
      expect(await file.text()).toBe(FILE_CONTENT);

      const whole = await send(language, calls().file as HttpCall);
      expect(whole.body.toString('utf8')).toBe(FILE_CONTENT);
    }, 120_000);
  });

  it('JavaScript: the multipart and file samples are valid code that picks the file from the page', () => {
    for (const call of [calls().multipart, calls().file] as HttpCall[]) {
      const code = callSample('javascript', call);
      expect(() => new Script(`(async () => {\n${code}\n})()`)).not.toThrow();
      expect(code).toContain(`document.querySelector('input[type="file"]').files[0]`);
    }
  });

  it('C#: verbatim strings that hold the text exactly (a quote doubled), Content-Type on the content', () => {
    const code = callSample('csharp', calls().json as HttpCall);
    expect(code).toContain(`request.Headers.TryAddWithoutValidation(@"X-Note", @"${HOSTILE.replaceAll('"', '""')}");`);
    expect(code).toContain(`new StringContent(@"${BODY.replaceAll('"', '""')}");`);
    expect(code).toContain('request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse(@"application/json");');
    expect(code).toContain('new HttpMethod("PUT")');
    const multipart = callSample('csharp', calls().multipart as HttpCall);
    expect(multipart).toContain('form.Add(new ByteArrayContent(File.ReadAllBytes(@"avatar.png")), @"avatar", @"avatar.png");');
    expect(multipart).not.toContain('ContentType =');
  });

  it('offers curl, JavaScript, Python, Go, Java and C#', () => {
    expect(CALL_SAMPLE_LANGUAGES).toEqual(['curl', 'javascript', 'python', 'go', 'java', 'csharp']);
  });
});
