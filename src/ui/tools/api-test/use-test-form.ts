import { useQuery } from '@tanstack/react-query';
import { useUseCases } from '../../use-cases/use-cases.context';
import { testFormQuery } from './api-test.queries';

/** The parameter form of the picked API (none picked: nothing loads). */
export const useTestForm = (apiId: number | undefined) => useQuery(testFormQuery(useUseCases(), apiId));
