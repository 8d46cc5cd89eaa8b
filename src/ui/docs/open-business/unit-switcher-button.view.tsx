import { Heading, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { BizUnitDetail } from '../../../application/ports/doc.port';
import { localizedName } from '../../../domain/biz-unit/biz-unit';
import { DropdownButton } from '../../chrome/dropdown-button';
import type { DocBase } from './doc-base';

export interface UnitSwitcherProps {
  readonly unit: BizUnitDetail;
  readonly english: boolean;
  readonly base: DocBase;
}

/** The switcher's button: the unit's name as the bar's title, with a chevron. */
export const UnitSwitcherButton = ({ unit, english, ref, ...props }: Omit<UnitSwitcherProps, 'base'> & ButtonProps & { ref?: Ref<HTMLButtonElement> }) => {
  const { t } = useTranslation();
  return (
    <DropdownButton ref={ref} size="sm" aria-label={t('docs.unit.switch', { name: localizedName(unit, english) })} {...props}>
      <Heading as="p" size="md">
        {localizedName(unit, english)}
      </Heading>
    </DropdownButton>
  );
};
