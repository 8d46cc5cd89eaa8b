import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Observable } from '../../application/notifications/observable';
import type { UseCases } from '../../application/use-cases';

const UseCasesContext = createContext<UseCases | null>(null);

export const UseCasesProvider = ({ value, children }: { value: UseCases; children: ReactNode }) => (
  <UseCasesContext.Provider value={value}>{children}</UseCasesContext.Provider>
);

export const useUseCases = (): UseCases => {
  const value = useContext(UseCasesContext);
  if (!value) throw new Error('UseCasesProvider is missing above this component');
  return value;
};

/** One use case by name: `const logout = useIdentity().logout`. */
export const useUseCase = <K extends keyof UseCases>(key: K): UseCases[K] => useUseCases()[key];

/** Reads an application Observable (session, notifications) and re-renders when it changes. */
export const useObservable = <T,>(observable: Observable<T>): T =>
  useSyncExternalStore(observable.subscribe, observable.get, observable.get);
