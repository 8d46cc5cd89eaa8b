import { useSearch } from '@tanstack/react-router';

export const INTERFACE_TYPES = ['jsf', 'http'] as const;
export type InterfaceType = (typeof INTERFACE_TYPES)[number];

/** The interface type the API store shows (?interfaceType=jsf|http; HTTP when absent or unknown). */
export const useInterfaceType = (): InterfaceType => {
  const search: { interfaceType?: unknown } = useSearch({ strict: false });
  return search.interfaceType === 'jsf' ? 'jsf' : 'http';
};
