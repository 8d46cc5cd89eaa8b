import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { DeploymentValues, Portal } from '../../application/features/portal';
import type { Observable } from '../../application/notifications/observable';
import type { Deployment } from '../../domain/deployment/deployment';

const PortalContext = createContext<Portal | null>(null);

/** Hands the container's Portal (src/main) to every view below it. */
export const PortalProvider = ({ value, children }: { value: Portal; children: ReactNode }) => (
  <PortalContext.Provider value={value}>{children}</PortalContext.Provider>
);

const usePortal = (): Portal => {
  const value = useContext(PortalContext);
  if (!value) throw new Error('PortalProvider is missing above this component');
  return value;
};

/** This deployment's values: variant, site, configuration, chrome links, sites, assistant kind. */
export const useDeploymentValues = (): DeploymentValues => usePortal().values;
export const useDeployment = (): Deployment => usePortal().values.deployment;
/** The session store (read it with useObservable). */
export const useSession = () => usePortal().session;
/** Toasts and the re-login prompt. */
export const useNotifications = () => usePortal().notifications;

export const useIdentity = () => usePortal().identity;
export const useDocuments = () => usePortal().documents;
export const useDocSearch = () => usePortal().search;
export const useTools = () => usePortal().tools;
export const useSupport = () => usePortal().support;
export const useProducts = () => usePortal().products;
export const usePreferences = () => usePortal().preferences;

/** Reads an application Observable (session, notifications) and re-renders when it changes. */
export const useObservable = <T,>(observable: Observable<T>): T =>
  useSyncExternalStore(observable.subscribe, observable.get, observable.get);
