import { describe, expect, it } from 'vitest';
import { isSandboxPath } from '../../../src/sandbox/handlers';
import { createSandboxClient } from './sandbox-client';

const html = async (response: Response) => ({ status: response.status, type: response.headers.get('content-type'), text: await response.text() });

describe('the console stand-in (/admin/, /intl-admin/)', () => {
  it('is a sandbox path, so neither the portal nor its 404 page answers it', () => {
    expect(['/admin', '/admin/', '/intl-admin/', '/intl-admin'].map(isSandboxPath)).toEqual([true, true, true, true]);
    expect(isSandboxPath('/administration')).toBe(false);
    expect(isSandboxPath('/')).toBe(false);
  });

  it('says what it is, in both languages, with the signed-in user and the chosen team', async () => {
    const client = createSandboxClient();
    await client.signIn('staff.dev');
    const page = await html(await client.call('/admin/', { headers: { cookie: `${client.cookie()}; supplierId=1002; groupCode=SUP-CB-1002` } }));
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/text\/html/);
    expect(page.text).toContain('<h1>控制台（沙箱替身）/ Console (sandbox stand-in)</h1>');
    expect(page.text).toContain("the sandbox's stand-in for the console");
    expect(page.text).toContain('not part of the developer portal');
    expect(page.text).toContain('王立（staff.dev）');
    expect(page.text).toContain('跨境物流技术部（1002 · SUP-CB-1002）');
    // The hash route is read in the browser (it never reaches a server); the page names the console's pages.
    expect(page.text).toContain('工单 / Work orders');
  });

  it('answers the international console too, for a visitor', async () => {
    const page = await html(await createSandboxClient().call('/intl-admin/'));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>国际站控制台（沙箱替身）/ International console (sandbox stand-in)</h1>');
    expect(page.text).toContain('<code>/intl-admin/</code>');
    expect(page.text).toContain('未登录 / not signed in');
    expect(page.text).toContain('未选择 / none chosen');
  });

  it('escapes what it echoes from the cookies', async () => {
    const page = await html(await createSandboxClient().call('/admin/', { headers: { cookie: 'supplierId=<img src=x onerror=alert(1)>; groupCode="><script>x</script>' } }));
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).not.toContain('<script>x</script>');
    expect(page.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
