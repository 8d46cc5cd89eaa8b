import { useQuery } from '@tanstack/react-query';
import { runTask } from '../../use-cases/task-query';
import { useUseCase } from '../../use-cases/use-cases.context';

/** Every business unit of every solution type, by classification (openBusiness). */
export const useAllBizUnits = () => {
  const list = useUseCase('listClassifiedBizUnits');
  return useQuery({ queryKey: ['bizUnits', 'classified', 'all'], queryFn: () => runTask(list()) });
};
