import { isProjectClassification, isRestricted } from '../../../domain/biz-unit/biz-unit';
import { useClassifiedBizUnits } from '../../reads/biz-unit.queries';

/**
 * The developer tools live under a business unit (common-development-tools/{unitId}/...); the sign and token tools do
 * not depend on which. The first public capability unit (the header's API menu list, usually cached already) gives
 * them an address; undefined while loading or when there is none (the caller then points at the capability centre).
 */
export const usePublicToolsUnitId = (): string | undefined => {
  const units = useClassifiedBizUnits(2);
  const unit = units.data
    ?.filter((group) => !isProjectClassification(group))
    .flatMap((group) => group.bizUnits)
    .find((candidate) => !isRestricted(candidate));
  return unit ? String(unit.id) : undefined;
};
