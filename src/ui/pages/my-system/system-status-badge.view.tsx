import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MySystemStatus } from '../../../domain/product/my-system';

const PALETTE: Readonly<Record<MySystemStatus, string>> = { underReview: 'blue', creating: 'orange', running: 'green', rejected: 'red' };

/** A My System status (spec §4); a code the spec does not name reads "unknown". */
export const SystemStatusBadge = ({ status }: { status: MySystemStatus | undefined }) => {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={status ? PALETTE[status] : 'gray'} variant="subtle" size="md" whiteSpace="nowrap" data-status={status ?? 'unknown'}>
      {t(`applying.statuses.${status ?? 'unknown'}`)}
    </Badge>
  );
};
