import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { compileAt } from '../../../build/openapi/compile-document';
import { COMPILED_ASSETS, compileConfigured, sandboxCompiled } from '../../../build/openapi/openapi-compile.vite-plugin';
import { compiledAddress } from '../../../src/main/deployment/compiled-documents';
import { sharedOpenApi, shopOpenApi } from '../../../src/sandbox/seed/openapi-documents';

/* The build's and the command's compiling (issue #35): which documents, where the files go, and what the app is told. */

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'openapi-compile-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

/** A deployment's public/ with the shop document and the file its $ref names. */
const publicDir = (shop: unknown = shopOpenApi()) => {
  const root = folder();
  mkdirSync(join(root, 'openapi', 'common'), { recursive: true });
  writeFileSync(join(root, 'openapi', 'shop.json'), JSON.stringify(shop));
  writeFileSync(join(root, 'openapi', 'common', 'shared.json'), JSON.stringify(sharedOpenApi()));
  return root;
};

const noRemote = (url: string) => Promise.reject(new Error(`no network in this test: ${url}`));

describe('the build compiles the configured documents', () => {
  it('writes a document served with the deployment under assets/openapi/, named by its hash, and maps its address there', async () => {
    const output = await compileConfigured(['/openapi/shop.json', '/openapi/shop.json'], publicDir(), compileAt, noRemote);
    const address = output.addresses['/openapi/shop.json'] ?? '';
    expect(address).toMatch(new RegExp(`^/${COMPILED_ASSETS}shop\\.json-[0-9a-f]{8}/$`));
    const index = JSON.parse(output.files.get(`${address.slice(1)}index.json`) ?? '{}') as { title: string; address: string; parts: string };
    expect(index).toMatchObject({ title: 'Shop', address: '/openapi/shop.json' });
    expect([...output.files.keys()].every((file) => file.startsWith(address.slice(1)))).toBe(true);
    expect(output.files.has(`${address.slice(1)}${index.parts}search.json`)).toBe(true);
    expect(output.problems).toEqual([]);
    // The app reads the compiled folder where the configuration names the document.
    expect(compiledAddress('/openapi/shop.json', JSON.stringify(output.addresses))).toBe(address);
    expect(compiledAddress('/openapi/other.json', JSON.stringify(output.addresses))).toBe('/openapi/other.json');
    expect(compiledAddress('/openapi/shop.json', undefined)).toBe('/openapi/shop.json');
  });

  it('changes the folder when the document changes, and says a document that is not valid', async () => {
    const first = await compileConfigured(['/openapi/shop.json'], publicDir(), compileAt, noRemote);
    const renamed = shopOpenApi();
    (renamed.info as { title: string }).title = 'Shop, renamed';
    const second = await compileConfigured(['/openapi/shop.json'], publicDir(renamed), compileAt, noRemote);
    expect(second.addresses['/openapi/shop.json']).not.toBe(first.addresses['/openapi/shop.json']);
    const broken = shopOpenApi();
    delete (broken as { info?: unknown }).info;
    const invalid = await compileConfigured(['/openapi/shop.json'], publicDir(broken), compileAt, noRemote);
    expect(invalid.problems).toEqual(['/openapi/shop.json: mustBeObject at /info in shop.json']);
  });

  it("leaves the sandbox's documents to the sandbox, which compiles them beside them", async () => {
    const output = await compileConfigured(['/__sandbox/openapi/github.json'], publicDir(), compileAt, noRemote);
    expect(output.addresses).toEqual({ '/__sandbox/openapi/github.json': '/__sandbox/openapi-compiled/github.json/' });
    expect(output.files.size).toBe(0);
    expect(sandboxCompiled('/openapi/shop.json')).toBeUndefined();
  });

  it('fetches a document at another address, and fails the build when it does not come', async () => {
    const files: Record<string, unknown> = { 'https://specs.example.test/shop.json': shopOpenApi(), 'https://specs.example.test/common/shared.json': sharedOpenApi() };
    const remote = (url: string) => (url in files ? Promise.resolve(JSON.stringify(files[url])) : noRemote(url));
    const output = await compileConfigured(['https://specs.example.test/shop.json'], publicDir(), compileAt, remote);
    expect(output.addresses['https://specs.example.test/shop.json']).toMatch(/^\/assets\/openapi\/shop\.json-/);
    await expect(compileConfigured(['https://specs.example.test/gone.json'], publicDir(), compileAt, remote)).rejects.toThrow('no network');
  });
});

describe('npm run openapi:compile', () => {
  const run = promisify(execFile);
  it('writes the folder a deployment lists, and fails, with the problem and its place, on a document that is not valid', async () => {
    const root = publicDir();
    const out = join(folder(), 'shop');
    const { stdout } = await run(process.execPath, ['scripts/openapi-compile.mjs', join(root, 'openapi', 'shop.json'), out, '--address', '/openapi/shop.json']);
    expect(stdout).toMatch(/→ .*shop\/ \(7 files, 4 menu lines, 1 webhooks\)/);
    const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as { address: string; parts: string };
    expect(index.address).toBe('/openapi/shop.json');
    expect(readdirSync(join(out, index.parts)).sort()).toEqual(expect.arrayContaining(['common.json', 'search.json', 'message-1.json']));

    const broken = shopOpenApi();
    (broken.info as { title?: string }).title = undefined;
    const failing = publicDir(JSON.parse(JSON.stringify(broken)));
    const failed = await run(process.execPath, ['scripts/openapi-compile.mjs', join(failing, 'openapi', 'shop.json'), join(folder(), 'broken')]).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('This document is not valid OpenAPI: it has no title (at /info/title in shop.json).');
  }, 60_000);
});
