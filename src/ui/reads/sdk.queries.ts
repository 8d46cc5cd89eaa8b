import { queryOptions } from '@tanstack/react-query';
import type { DocPort } from '../../application/ports/doc.port';
import { runTask, SHOWN_IN_PLACE } from '../portal/task-query';

export const baseSdksKey = () => ['baseSdks'] as const;

/** The platform's SDKs (every unit's SDK page and the quick-start list). */
export const baseSdksQuery = (source: Pick<DocPort, 'baseSdks'>) =>
  queryOptions({ queryKey: baseSdksKey(), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.baseSdks()) });

export const bizSdksKey = (unitId: number) => ['bizSdks', unitId] as const;

/** A unit's own SDKs. */
export const bizSdksQuery = (source: Pick<DocPort, 'bizSdks'>, unitId: number) =>
  queryOptions({ queryKey: bizSdksKey(unitId), meta: SHOWN_IN_PLACE, queryFn: () => runTask(source.bizSdks(unitId)) });
