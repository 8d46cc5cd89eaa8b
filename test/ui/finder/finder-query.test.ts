import * as TE from 'fp-ts/TaskEither';
import { keepPreviousData, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Suggestion } from '../../../src/domain/search/finder';
import { finderQuery } from '../../../src/ui/pages/search/search.queries';

const suggestion = (title: string): Suggestion => ({ key: title, kind: 'doc', title, target: { kind: 'devSupport', docId: '1' } });

/** A suggest call per words that answers only when the test says so. */
const controlledSuggest = () => {
  const pending = new Map<string, (answer: readonly Suggestion[]) => void>();
  const suggest = (words: string) => TE.fromTask(() => new Promise<readonly Suggestion[]>((resolve) => pending.set(words, resolve)));
  const answer = (words: string, titles: string[]) => pending.get(words)?.(titles.map(suggestion));
  return { suggest, answer, asked: () => [...pending.keys()] };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the finder query: an answer to older words never replaces the answer to newer ones', () => {
  it('shows the newer words’ answer even when the older one arrives after it, and marks a kept older answer as such', async () => {
    const client = new QueryClient();
    const source = controlledSuggest();
    const observer = new QueryObserver(client, { ...finderQuery(source, 'ord'), placeholderData: keepPreviousData });
    const unsubscribe = observer.subscribe(() => undefined);
    await settle();
    source.answer('ord', ['first answer']);
    await settle();
    expect(observer.getCurrentResult().data?.map((item) => item.title)).toEqual(['first answer']);

    // The reader types on: "orde" is asked, then "order"; "orde" will answer last.
    observer.setOptions({ ...finderQuery(source, 'orde'), placeholderData: keepPreviousData });
    await settle();
    // While "orde" is pending the list still shows the older answer, marked as kept from older words.
    expect(observer.getCurrentResult()).toMatchObject({ isPlaceholderData: true, data: [expect.objectContaining({ title: 'first answer' })] });
    observer.setOptions({ ...finderQuery(source, 'order'), placeholderData: keepPreviousData });
    await settle();
    source.answer('order', ['order answer']);
    await settle();
    source.answer('orde', ['late answer to orde']);
    await settle();

    const result = observer.getCurrentResult();
    expect(result.isPlaceholderData).toBe(false);
    expect(result.data?.map((item) => item.title)).toEqual(['order answer']);
    expect(source.asked()).toEqual(['ord', 'orde', 'order']);
    unsubscribe();
    client.clear();
  });

  it('asks nothing for empty words', async () => {
    const client = new QueryClient();
    const source = controlledSuggest();
    const observer = new QueryObserver(client, finderQuery(source, ''));
    const unsubscribe = observer.subscribe(() => undefined);
    await settle();
    expect(source.asked()).toEqual([]);
    unsubscribe();
  });
});
