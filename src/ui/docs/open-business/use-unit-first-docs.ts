import { useQuery } from '@tanstack/react-query';
import type { DocSource } from '../../../application/ports/doc.port';
import { useUnitReads } from './unit-reads';

/** The unit's first API and first message, where the unit bar's tabs lead (each once its menu has answered). */
export const useUnitFirstDocs = (unitId: number, source: DocSource) => {
  const reads = useUnitReads(unitId, source);
  const apis = useQuery(reads.apiMenu);
  const messages = useQuery(reads.messageMenu);
  return {
    firstApiId: apis.data?.flatMap((group) => group.apis)[0]?.id,
    firstMessageId: messages.data?.flatMap((group) => group.messages)[0]?.id,
  };
};
