import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignToolPage } from '../../../src/ui/tools/sign/sign-tool.page';
import { failFirstLoad } from '../../fakes/fail-first-load';
import { FAKE_GATEWAY, fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

// The worked example of signature.md.
const EXAMPLE = {
  app_key: 'appkey123',
  app_secret: 'secret456',
  access_token: 'token789',
  method: '/ecap/v1/orders/create',
  timestamp: '2026-01-02 03:04:05',
  param_json: '[{"orderId":"A1","weight":1.5}]',
};

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const box = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** Pasting is what people do with keys and bodies (and typing a form full of text is slow under jsdom). */
const paste = async (user: User, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const fillExample = async (user: User) => {
  await paste(user, box(/^app_key/), EXAMPLE.app_key);
  await paste(user, screen.getByLabelText(/^app_secret/), EXAMPLE.app_secret);
  await paste(user, box(/^access_token/), EXAMPLE.access_token);
  await paste(user, box(/^method/), EXAMPLE.method);
  await paste(user, box(/^timestamp/), EXAMPLE.timestamp);
  await paste(user, box(/^param_json/), EXAMPLE.param_json);
};

const renderTool = async (locale?: 'zh-cn') => {
  const rendered = await renderApp(<SignToolPage />, { useCases: fakeUseCases(), ...(locale ? { locale } : {}) });
  await screen.findByRole('button', { name: locale ? '生成签名' : 'Generate signature' });
  await expect.poll(() => screen.getByRole<HTMLButtonElement>('button', { name: locale ? '生成签名' : 'Generate signature' }).disabled).toBe(false);
  return rendered;
};

describe('signature tool', { timeout: 15_000 }, () => {
  it('signs the worked example and shows the five steps, the secret masked until revealed', async () => {
    const { user } = await renderTool();
    await fillExample(user);
    await user.click(screen.getByRole('button', { name: 'Generate signature' }));

    const steps = await screen.findByRole('region', { name: 'How the signature is made' });
    const rows = within(steps).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'access_tokentoken789',
      'app_keyappkey123',
      'method/ecap/v1/orders/create',
      'timestamp2026-01-02 03:04:05',
      `param_json${EXAMPLE.param_json}`,
      'v2.0',
    ]);
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['access_token', 'app_key', 'method', 'param_json', 'timestamp', 'v']);
    const content = within(steps).getByLabelText('Signed content');
    expect(content.textContent).toBe(`•••••••••access_tokentoken789app_keyappkey123method/ecap/v1/orders/createparam_json${EXAMPLE.param_json}timestamp2026-01-02 03:04:05v2.0•••••••••`);
    await user.click(within(steps).getByRole('button', { name: 'Show app_secret' }));
    expect(content.textContent).toBe(`secret456access_tokentoken789app_keyappkey123method/ecap/v1/orders/createparam_json${EXAMPLE.param_json}timestamp2026-01-02 03:04:05v2.0secret456`);
    expect(within(steps).getByLabelText('Signature').textContent).toBe('326c9ebb5f3b825318bdb921ca9ccc6b');
    expect(within(steps).getByLabelText('Signed URL').textContent).toBe(
      `${FAKE_GATEWAY}/ecap/v1/orders/create?app_key=appkey123&access_token=token789&timestamp=2026-01-02+03%3A04%3A05&v=2.0&sign=326c9ebb5f3b825318bdb921ca9ccc6b&algorithm=md5-salt`,
    );
    // The example's time is long past: the gateway would refuse it, and the page says so.
    expect(screen.getByText(/more than 6 minutes from now/)).toBeTruthy();
    const samples = screen.getByRole('region', { name: 'Code samples' });
    expect(within(samples).getByLabelText('curl sample').textContent).toContain("lop-tz: 8");
  });

  it("offers the deployment's gateway as the default address, never a third party's", async () => {
    await renderTool();
    expect(screen.getByText(`Left empty: ${FAKE_GATEWAY}`)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/jdl\.com/);
  });

  it('names every missing field and keeps what was typed', async () => {
    const { user } = await renderTool();
    await user.type(box(/^method/), 'bad method');
    await user.click(screen.getByRole('button', { name: 'Generate signature' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'app_key is required',
      'app_secret is required',
      'access_token is required',
      'method must not contain spaces',
      'timestamp is required',
      'param_json is required',
    ]);
    expect(box(/^method/)).toHaveProperty('value', 'bad method');
    expect(screen.queryByRole('region', { name: 'How the signature is made' })).toBeNull();
  });

  it('refuses a body with white space outside JSON strings and offers the compacted one', async () => {
    const { user } = await renderTool();
    await fillExample(user);
    await user.clear(box(/^param_json/));
    await paste(user, box(/^param_json/), '{ "name": "A B" }');
    await user.click(screen.getByRole('button', { name: 'Generate signature' }));
    expect(screen.getByRole('alert').textContent).toBe('param_json must be exactly the body you send: no spaces or line breaks outside JSON strings.');
    await user.click(screen.getByRole('button', { name: 'Use the compacted JSON' }));
    expect(box(/^param_json/)).toHaveProperty('value', '{"name":"A B"}');
    await user.clear(box(/^param_json/));
    await user.type(box(/^param_json/), 'not json');
    await user.click(screen.getByRole('button', { name: 'Generate signature' }));
    expect(screen.getByRole('alert').textContent).toBe('The JSON could not be read: check for a missing quote, comma or bracket.');
  });

  it('fills the current GMT+8 time', async () => {
    const { user } = await renderTool();
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Fill in the current time (GMT+8)' }));
    const after = Date.now();
    const value = (box(/^timestamp/) as HTMLInputElement).value;
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The time read as GMT+8 is the moment of the click, to the second (a minute may turn between click and check).
    const filled = Date.parse(`${value.replace(' ', 'T')}+08:00`);
    expect(filled).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(filled).toBeLessThanOrEqual(after);
  });

  it('reads the parameters from a pasted URL; a partner signs without a token (Chinese)', async () => {
    const { user } = await renderTool('zh-cn');
    await user.click(screen.getByRole('radio', { name: '粘贴 URL' }));
    await user.click(screen.getByRole('checkbox', { name: /合作伙伴应用/ }));
    await paste(user, box(/^请求 URL/), 'https://api.jdl.com/ecap/v1/orders/create?LOP-DN=ECAP&app_key=appkey123&timestamp=2026-01-02+03%3A04%3A05&v=2.0');
    await paste(user, screen.getByLabelText(/^app_secret/), 'secret456');
    await user.click(screen.getByRole('button', { name: '生成签名' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写 requestBody');
    await paste(user, box(/^requestBody/), '{"a":1}');
    await user.click(screen.getByRole('button', { name: '生成签名' }));
    const steps = await screen.findByRole('region', { name: '签名过程' });
    expect(within(steps).getAllByRole('row')[1]?.textContent).toBe('access_token（空）');
    expect(within(steps).getByLabelText('签名后的 URL').textContent).toMatch(/^https:\/\/api\.jdl\.com\/ecap\/v1\/orders\/create\?LOP-DN=ECAP&app_key=appkey123&timestamp=/);
    expect(within(steps).getByLabelText('签名后的 URL').textContent).not.toContain('access_token');
  });

  it('says once that its code did not load, keeps what was typed, and signs after Try again', async () => {
    const { code: requestSigner, attempts } = failFirstLoad(fakeUseCases().requestSigner);
    const { user } = await renderApp(<SignToolPage />, { useCases: fakeUseCases({ requestSigner }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The signing component could not be loaded');
    await paste(user, box(/^app_key/), EXAMPLE.app_key);
    expect(attempts()).toBe(1);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect.poll(() => screen.getByRole<HTMLButtonElement>('button', { name: 'Generate signature' }).disabled).toBe(false);
    expect(attempts()).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box(/^app_key/)).toHaveProperty('value', EXAMPLE.app_key);
  });
});
