import type { KeyValueStore } from '../ports/storage.port';

/** The platform notice (admin console redesign); bump the id when the notice's text changes. */
export const NOTICE_ID = 'console-redesign-2023';
const key = `lcp.notice.closed.${NOTICE_ID}`;

export const makeIsNoticeClosed = (deps: { local: KeyValueStore }) => (): boolean => deps.local.get(key) === '1';
export const makeCloseNotice = (deps: { local: KeyValueStore }) => (): void => deps.local.set(key, '1');
