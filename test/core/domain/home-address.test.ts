import { describe, expect, it } from 'vitest';
import { homeAddress } from '../../../src/domain/deployment/home-address';

describe('homeAddress (the return address of logout and of a team choice)', () => {
  it.each([
    ['https://open.example.com/#/mySystem', 'https://open.example.com/#/home'],
    ['http://localhost:5173/?variant=internal#/apply/lcp-tms', 'http://localhost:5173/?variant=internal#/home'],
    ['http://localhost:5173/?ticket=ST-1&variant=internal&env=uat&accountType=erp#/x', 'http://localhost:5173/?variant=internal&env=uat&accountType=erp#/home'],
    ['http://localhost:5173/?docs=openapi&q=1#/x', 'http://localhost:5173/?docs=openapi#/home'],
    ['http://127.0.0.1:4173/us/?site=us&variant=external&state=abc#/quick', 'http://127.0.0.1:4173/us/?variant=external&site=us#/home'],
  ])('%s -> %s', (href, home) => {
    expect(homeAddress(href)).toBe(home);
  });
});
