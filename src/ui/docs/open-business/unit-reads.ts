import type { DocumentsFeature } from '../../../application/features/documents.feature';
import type { DocSource } from '../../../application/ports/doc.port';
import { useDocuments, useObservable, useSession } from '../../portal/portal.context';
import { apiMenuQuery } from '../../reads/api-doc.queries';
import { messageMenuQuery } from '../../reads/message-doc.queries';
import { unitAccessQuery } from './unit-access.queries';

export interface UnitReadsOf {
  readonly unitId: number;
  readonly source: DocSource;
  readonly loggedIn: boolean;
}

/**
 * Every read of a unit's frame, in one list: its route's loader starts them with the navigation, and the layout and
 * its views read them. `access` (may the unit be read?) comes first: nothing of the unit shows before it has
 * answered. The two menus give the unit bar's tabs their first API and message.
 */
export const unitReads = (documents: DocumentsFeature, { unitId, source, loggedIn }: UnitReadsOf) => ({
  access: unitAccessQuery(documents, unitId, source, loggedIn),
  apiMenu: apiMenuQuery(documents.docs, unitId),
  messageMenu: messageMenuQuery(documents.docs, unitId, source),
});

/**
 * The unit's reads for a view, with the session's sign-in. `source` comes from the view's props or the layout (a hook reading the address here would re-render every view of the unit on each navigation).
 */
export const useUnitReads = (unitId: number, source: DocSource) => {
  const { loggedIn } = useObservable(useSession());
  return unitReads(useDocuments(), { unitId, source, loggedIn });
};
