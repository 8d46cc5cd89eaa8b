import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../domain/biz-unit/biz-unit';
import { useClassifiedBizUnits } from '../../reads/biz-unit.queries';
import { useRetryFailed } from '../../portal/use-retry-failed';
import { PageFailure } from '../../widgets/call-state.view';
import { DocColumns } from '../common/doc-columns.view';
import type { DocBase } from './doc-base';
import { OtherUnitsButton, UnitBar } from './unit-bar.view';
import { useUnitFirstDocs } from './use-unit-first-docs';

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
  const known = useClassifiedBizUnits(2)
    .data?.flatMap((group) => group.bizUnits)
    .find((unit) => unit.id === unitId);
  // The layout asks for the unit's menus alongside the check: whichever answered gives its tab.
  const firstDocs = useUnitFirstDocs(unitId, base.source);
  return (
    <>
      <UnitBar
        unit={known ?? { id: unitId }}
        base={base}
        firstApiId={firstDocs.firstApiId}
        firstMessageId={firstDocs.firstMessageId}
      />
      <DocColumns>
        <PageFailure error={error} onRetry={retryFailed} title={known && localizedName(known, i18n.language.startsWith('en'))}>
          <OtherUnitsButton unitId={unitId} base={base} />
        </PageFailure>
      </DocColumns>
    </>
  );
};
