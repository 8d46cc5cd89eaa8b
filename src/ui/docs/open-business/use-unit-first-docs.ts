import { useQuery } from '@tanstack/react-query';
import { useDocuments } from '../../portal/portal.context';
import { apiMenuQuery } from '../api-doc/api-doc.queries';
import { messageMenuQuery } from '../message/message-doc.queries';
import type { DocBase } from './doc-base';

/** The unit's first API and first message, where the unit bar's tabs lead (each once its menu has answered). */
export const useUnitFirstDocs = (unitId: number, base: DocBase) => {
  const { docs } = useDocuments();
  const apis = useQuery(apiMenuQuery(docs, unitId));
  const messages = useQuery(messageMenuQuery(docs, unitId, base.source));
  return {
    firstApiId: apis.data?.flatMap((group) => group.apis)[0]?.id,
    firstMessageId: messages.data?.flatMap((group) => group.messages)[0]?.id,
  };
};
