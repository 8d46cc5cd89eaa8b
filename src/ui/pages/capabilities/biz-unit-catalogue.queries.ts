import { useQuery } from '@tanstack/react-query';
import { runTask } from '../../portal/task-query';
import { useDocuments } from '../../portal/portal.context';

/** Every business unit of every solution type, by classification (openBusiness). */
export const useAllBizUnits = () => {
  const list = useDocuments().bizUnits.findClassified;
  return useQuery({ queryKey: ['bizUnits', 'classified', 'all'], queryFn: () => runTask(list()) });
};
