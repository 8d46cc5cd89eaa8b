import { useQuery } from '@tanstack/react-query';
import { useDocuments, useTools } from '../../portal/portal.context';
import { testFormQuery } from './api-test.queries';

/** The parameter form of the picked API (none picked: nothing loads). */
export const useTestForm = (apiId: number | undefined) => useQuery(testFormQuery(useDocuments().docs, useTools(), apiId));
