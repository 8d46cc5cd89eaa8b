import { describe, expect, it } from 'vitest';
import { serverAddress, serverOrigins } from '../../../../src/domain/http-call/server-address';
import { originsOfProxyList, proxiedUrl, proxyListText, proxyPlaceOf } from '../../../../src/domain/http-call/try-it-proxy';

describe("a server's address and origins", () => {
  const regional = {
    url: 'https://eu.api.test:8443/v1/orders',
    template: 'https://{region}.api.test:{port}/v1/orders',
    variables: [
      { name: 'region', defaultValue: 'eu', allowed: ['eu', 'us'] },
      { name: 'port', defaultValue: '8443' },
    ],
  };

  it('fills the variables given, each other one with its default; a server without variables is its address', () => {
    expect(serverAddress(regional, { region: 'us' })).toBe('https://us.api.test:8443/v1/orders');
    expect(serverAddress(regional, { region: '' })).toBe('https://eu.api.test:8443/v1/orders');
    expect(serverAddress({ url: 'https://plain.test/x' }, { region: 'us' })).toBe('https://plain.test/x');
  });

  it('reaches each allowed value of its variables (a free one at its default); other schemes and no address reach none', () => {
    expect(serverOrigins(regional)).toEqual(['https://eu.api.test:8443', 'https://us.api.test:8443']);
    expect(serverOrigins({ url: 'http://127.0.0.1:4299/a' })).toEqual(['http://127.0.0.1:4299']);
    expect(serverOrigins({ url: 'wss://stream.test/x' })).toEqual([]);
    expect(serverOrigins({ url: '/relative/only' })).toEqual([]);
  });

  it('lists at most 64 combinations: the variables beyond stay at their defaults', () => {
    const many = Array.from({ length: 8 }, (_, index) => ({ name: `v${String(index)}`, defaultValue: 'a', allowed: ['a', 'b'] }));
    const origins = serverOrigins({ url: 'https://aaaaaaaa.test', template: `https://${many.map((variable) => `{${variable.name}}`).join('')}.test`, variables: many });
    expect(origins).toHaveLength(64);
    expect(origins.every((origin) => origin.endsWith('aa.test'))).toBe(true);
  });
});

describe("the proxy's addresses", () => {
  it('puts a call under its origin’s place, the path and query exactly as written', () => {
    expect(proxyPlaceOf('https://api.example.test')).toBe('/try-it-proxy/https/api.example.test');
    expect(proxyPlaceOf('http://[::1]:8080')).toBe('/try-it-proxy/http/[::1]:8080');
    expect(proxiedUrl('https://api.example.test:8443/v1/a%2Fb/%C3%A9?q=%20x&r=1+2#frag')).toBe('/try-it-proxy/https/api.example.test:8443/v1/a%2Fb/%C3%A9?q=%20x&r=1+2');
    expect(proxiedUrl('https://api.example.test')).toBe('/try-it-proxy/https/api.example.test/');
  });

  it('reads its own list back, and anything else as no list', () => {
    expect(originsOfProxyList(proxyListText(['https://a.test', 'http://127.0.0.1:4299']))).toEqual(['https://a.test', 'http://127.0.0.1:4299']);
    for (const other of ['', '<!doctype html>', '[]', '{"origins":"https://a.test"}', 'null']) expect(originsOfProxyList(other), other).toEqual([]);
    expect(originsOfProxyList('{"origins":["https://a.test/", "ftp://f.test", "https://b.test"]}')).toEqual(['https://b.test']);
  });
});
