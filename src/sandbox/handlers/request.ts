import type { z } from 'zod/mini';
import { readCookie, TOKEN_COOKIE } from '../cookies.ts';
import type { SeedLanguage } from '../seed/language.ts';
import type { SandboxStore } from '../store.ts';

export const query = (request: Request, name: string): string => new URL(request.url).searchParams.get(name) ?? '';

export const numberQuery = (request: Request, name: string, fallback: number): number => {
  const value = Number(query(request, name) || Number.NaN);
  return Number.isFinite(value) ? value : fallback;
};

/** The JSON body parsed with the portal's request DTO, or undefined when it is missing or does not match. */
export const readBody = async <T extends z.ZodMiniType>(request: Request, dto: T): Promise<z.output<T> | undefined> => {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = dto.safeParse(body);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The request asks for English: the portal sends `locale: en-us` or `zh-cn` on every call, and the real backend
 * answers in that language; a request without the header (a script) gets Chinese, the default.
 */
export const asksEnglish = (request: Request): boolean => (request.headers.get('locale') ?? '').trim().toLowerCase() === 'en-us';

/** The seed language the request asks for. */
export const languageOf = (request: Request): SeedLanguage => (asksEnglish(request) ? 'en' : 'zh');

export const currentUserOf = (store: SandboxStore, request: Request) => store.userByToken(readCookie(request, TOKEN_COOKIE));

/** "yyyy-MM-dd HH:mm:ss" in GMT+8, the platform's time format. */
export const platformTime = (date: Date = new Date()): string =>
  new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
