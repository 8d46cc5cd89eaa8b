import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../domain/biz-unit/biz-unit';
import { useClassifiedBizUnits } from '../../chrome/biz-unit.queries';
import { useDocuments } from '../../portal/portal.context';
import { useRetryFailed } from '../../portal/use-retry-failed';
import { PageFailure } from '../../widgets/call-state.view';
import { apiMenuQuery } from '../api-doc/api-doc.queries';
import { DocColumns } from '../common/doc-columns.view';
import { messageMenuQuery } from '../message/message-doc.queries';
import type { DocBase } from './doc-base';
import { OtherUnitsButton, UnitBar } from './unit-bar.view';

/**
 * A unit whose check failed (a dropped connection, a document that is not valid): its frame as far as it is known
 * without the check — the bar with the unit's name from the units' list (the header's menu) and the tabs, so the
 * reader can switch to another unit — and the failure where its pages would be, headed by the unit's name where known,
 * with the switcher again as the way on when asking again cannot help (a document that is not valid).
 * Nothing the check guards (the unit's documents) is shown.
 */
export const UnitFailure = ({ unitId, base, error }: { unitId: number; base: DocBase; error: unknown }) => {
  const { i18n } = useTranslation();
  const retryFailed = useRetryFailed();
  const { docs } = useDocuments();
  const known = useClassifiedBizUnits(2)
    .data?.flatMap((group) => group.bizUnits)
    .find((unit) => unit.id === unitId);
  // The layout asks for the unit's menus alongside the check: whichever answered gives its tab.
  const apis = useQuery(apiMenuQuery(docs, unitId));
  const messages = useQuery(messageMenuQuery(docs, unitId, base.source));
  return (
    <>
      <UnitBar
        unit={known ?? { id: unitId }}
        base={base}
        firstApiId={apis.data?.flatMap((group) => group.apis)[0]?.id}
        firstMessageId={messages.data?.flatMap((group) => group.messages)[0]?.id}
      />
      <DocColumns>
        <PageFailure error={error} onRetry={retryFailed} title={known && localizedName(known, i18n.language.startsWith('en'))}>
          <OtherUnitsButton unitId={unitId} base={base} />
        </PageFailure>
      </DocColumns>
    </>
  );
};
