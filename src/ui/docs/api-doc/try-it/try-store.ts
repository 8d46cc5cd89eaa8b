import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { HttpAnswer, SendFailure } from '../../../../application/ports/http-call.port';
import type { TryDraft } from '../../../../domain/http-call/try-draft';
import { useDocuments } from '../../../portal/portal.context';

/** How the last send of an operation ended. */
export type TryOutcome =
  | { readonly kind: 'answer'; readonly answer: HttpAnswer }
  /** `proxyOffered`: the call went straight to a server that the deployment's proxy would have forwarded it to. */
  | { readonly kind: 'failed'; readonly failure: SendFailure; readonly proxyOffered: boolean };

/** One operation's Try it: what was typed and chosen, and the last outcome. */
export interface TryState {
  readonly draft: TryDraft;
  /** The files chosen, by field ('' for a file body): kept in memory with the draft, never stored. */
  readonly files: ReadonlyMap<string, File>;
  readonly sending: boolean;
  readonly outcome?: TryOutcome;
  /** Send through the deployment's proxy for Try it (offered only for a server its list names). */
  readonly viaProxy?: boolean;
}

const EMPTY: TryState = { draft: {}, files: new Map(), sending: false };

interface Store {
  readonly states: Map<number, TryState>;
  /** The secrets typed, by document (unit): typed once, they serve every operation of it. */
  readonly secrets: Map<number, Readonly<Record<string, string>>>;
  /** Whether the code samples write the secrets typed (the reader asked) instead of placeholders: 'reveal' set. */
  readonly choices: Set<'reveal'>;
  readonly listeners: Set<() => void>;
}

/**
 * Try it's values of this browser tab, by operation: memory only (secrets are among them), gone with a reload, shared
 * by Try it and the code samples that follow it. One store per app, as the tools' remembered values are.
 */
const stores = new WeakMap<object, Store>();
const storeOf = (owner: object): Store => {
  const existing = stores.get(owner);
  if (existing) return existing;
  const created: Store = { states: new Map(), secrets: new Map(), choices: new Set(), listeners: new Set() };
  stores.set(owner, created);
  return created;
};

const useStore = (): Store => storeOf(useDocuments());

const subscribeTo = (store: Store) => (listener: () => void) => {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
};
const changed = (store: Store) => store.listeners.forEach((listener) => listener());

/** An operation's Try it state, and a way to change it (each change seen by every view of it). */
export const useTryState = (apiId: number): readonly [TryState, (change: (state: TryState) => TryState) => void] => {
  const store = useStore();
  const subscribe = useMemo(() => subscribeTo(store), [store]);
  const state = useSyncExternalStore(subscribe, () => store.states.get(apiId) ?? EMPTY);
  const update = useCallback(
    (change: (state: TryState) => TryState) => {
      store.states.set(apiId, change(store.states.get(apiId) ?? EMPTY));
      changed(store);
    },
    [store, apiId],
  );
  return [state, update] as const;
};

const NO_SECRETS: Readonly<Record<string, string>> = {};

/** The secrets typed for a document's operations, and a way to change one. */
export const useTrySecrets = (unitId: number): readonly [Readonly<Record<string, string>>, (key: string, value: string) => void] => {
  const store = useStore();
  const subscribe = useMemo(() => subscribeTo(store), [store]);
  const secrets = useSyncExternalStore(subscribe, () => store.secrets.get(unitId) ?? NO_SECRETS);
  const set = useCallback(
    (key: string, value: string) => {
      store.secrets.set(unitId, { ...(store.secrets.get(unitId) ?? NO_SECRETS), [key]: value });
      changed(store);
    },
    [store, unitId],
  );
  return [secrets, set] as const;
};

/** Whether the code samples show the secrets typed into Try it, and a way to say so. */
export const useRevealSecrets = (): readonly [boolean, (reveal: boolean) => void] => {
  const store = useStore();
  const subscribe = useMemo(() => subscribeTo(store), [store]);
  const reveal = useSyncExternalStore(subscribe, () => store.choices.has('reveal'));
  const set = useCallback(
    (next: boolean) => {
      if (next) store.choices.add('reveal');
      else store.choices.delete('reveal');
      changed(store);
    },
    [store],
  );
  return [reveal, set] as const;
};
