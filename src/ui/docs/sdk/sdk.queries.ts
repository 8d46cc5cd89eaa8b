import { queryOptions } from '@tanstack/react-query';
import type { UseCases } from '../../../application/use-cases';
import { runTask, SHOWN_IN_PLACE } from '../../use-cases/task-query';

export const baseSdksKey = () => ['baseSdks'] as const;

/** The platform's SDKs (every unit's SDK page and the quick-start list). */
export const baseSdksQuery = (source: Pick<UseCases, 'baseSdks'>) =>
  queryOptions({ queryKey: baseSdksKey(), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.baseSdks()) });

export const bizSdksKey = (unitId: number) => ['bizSdks', unitId] as const;

/** A unit's own SDKs. */
export const bizSdksQuery = (source: Pick<UseCases, 'bizSdks'>, unitId: number) =>
  queryOptions({ queryKey: bizSdksKey(unitId), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.bizSdks(unitId)) });
