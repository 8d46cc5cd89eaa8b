import { screen, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOpenApi } from '../../../src/infrastructure/openapi/openapi-reader';
import { ApiDocPage } from '../../../src/ui/docs/api-doc/api-doc.page';
import { WIDE_SCREEN_QUERY } from '../../../src/ui/docs/common/use-wide-screen';
import { shopSet } from '../../core/infrastructure/openapi/openapi-fixture';
import { localDeployment } from '../../fakes/deployments';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const ROUTE = '/open-business-document/api-doc/$unitId/$docId';
const open = (useCases = fakeUseCases()) =>
  renderApp(<ApiDocPage />, { useCases, locale: 'en-us', routes: [ROUTE], path: '/open-business-document/api-doc/101/5001' });

/** A window at least as wide as xl (1280 px) when `wide`. jsdom applies no media query: the column is display none here. */
const windowIs = (wide: boolean) => {
  const narrow = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = narrow(query);
    return query === WIDE_SCREEN_QUERY ? Object.assign(Object.create(list) as MediaQueryList, { matches: wide }) : list;
  });
};

afterEach(() => {
  vi.restoreAllMocks();
});

const samples = () => screen.getByRole('region', { name: 'Examples', hidden: true });
const toc = () => screen.getByRole('navigation', { name: 'On this page', hidden: true });

describe('the samples beside an API’s reference', () => {
  it('at 1280 px and wider: the signed call and the examples are in the column, once, and the flow has no Examples section', async () => {
    windowIs(true);
    await open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { name: 'Examples', hidden: true })).toHaveLength(1);
    expect(document.getElementById('examples')).toBeNull();
    expect(toc().textContent).not.toContain('Examples');
    const column = samples();
    expect(within(column).getAllByRole('tab', { hidden: true }).map((tab) => tab.textContent)).toEqual([
      'JSON',
      'curl',
      'Java',
      'Python',
      'Node.js',
      'Go',
      'PHP',
    ]);
    const curl = within(column).getByLabelText('curl call');
    // The API's first address, its method and LOP-DN, the reader's values as placeholders, its request example as the body.
    expect(curl.textContent).toContain(
      "'https://api.example.com/ecap/v1/orders/create?LOP-DN=ECAP.JDL.COM&app_key=<YOUR_APP_KEY>&access_token=<YOUR_ACCESS_TOKEN>&timestamp=<TIMESTAMP>&v=2.0&sign=<SIGN>&algorithm=md5-salt'",
    );
    expect(curl.textContent).toContain(`--data-raw '[{"orderId":"A1"}]'`);
    expect(within(column).getByText('Sent to: 正式环境')).toBeTruthy();
    expect(within(column).getByRole('link', { name: 'signature tool', hidden: true }).getAttribute('href')).toContain('/common-development-tools/101/sign');
    expect(within(column).getByRole('button', { name: 'Copy curl call', hidden: true })).toBeTruthy();
    expect(within(column).getByRole('heading', { name: 'Response example', hidden: true })).toBeTruthy();
  });

  it('below 1280 px: the Examples section is in the flow and there is no column', async () => {
    windowIs(false);
    await open();
    await screen.findByRole('heading', { level: 1 });
    expect(document.getElementById('examples')).not.toBeNull();
    expect(screen.queryByRole('tab', { name: 'curl', hidden: true })).toBeNull();
    expect(toc().textContent).toContain('Examples');
  });

  it('on an OpenAPI deployment: the documented examples beside, and no signed call', async () => {
    windowIs(true);
    const reading = readOpenApi(shopSet(), 101, (markdown) => `<p>${markdown}</p>`);
    const operation = reading.operations.find((entry) => entry.code === 'getOrder');
    await open(fakeUseCases({ deployment: () => localDeployment({ docs: 'openapi' }), apiDoc: () => TE.right(reading.apiDoc(operation?.id ?? 0)!) }));
    await screen.findByRole('heading', { level: 1 });
    const column = samples();
    expect(within(column).getByRole('heading', { name: 'Request example', hidden: true })).toBeTruthy();
    expect(within(column).getByRole('heading', { name: 'Response example', hidden: true })).toBeTruthy();
    // The gateway's signed call is not there (the call's own code samples come later, in a chunk of their own).
    expect(within(column).queryByRole('link', { name: 'signature tool', hidden: true })).toBeNull();
    expect(column.textContent).not.toContain('Sent to:');
    expect(column.textContent).not.toContain('<YOUR_APP_KEY>');
  });
});
