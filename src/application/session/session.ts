import type { User } from '../../domain/user/user';
import { createWritable, type Observable } from '../notifications/observable';

export interface SessionState {
  readonly loggedIn: boolean;
  readonly user?: User;
  /** The user-info call has answered at least once (the header waits for it before showing login). */
  readonly checked: boolean;
}

export interface SessionStore extends Observable<SessionState> {
  signedIn(user: User): void;
  /** Login state false (expired or logged out); the user is forgotten. */
  signedOut(): void;
}

export const createSessionStore = (): SessionStore => {
  const state = createWritable<SessionState>({ loggedIn: false, checked: false });
  return {
    get: state.get,
    subscribe: state.subscribe,
    signedIn: (user) => state.set({ loggedIn: true, user, checked: true }),
    signedOut: () => state.set({ loggedIn: false, checked: true }),
  };
};
