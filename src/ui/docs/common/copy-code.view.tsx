import { Badge, Box, HStack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../widgets/copy-button.view';
import { LongCode } from '../../widgets/long-code.view';
import { formatJson } from '../../../domain/code/format-json';

/** A code or message example with its tag and a copy button; taller than `maxH`, it scrolls in its box; a long one shows its start first (LongCode). */
export const CopyCode = ({ code, tag, label, maxH = '480px' }: { code: string; tag?: string | undefined; label: string; maxH?: string | undefined }) => {
  const { t } = useTranslation();
  const shown = useMemo(() => formatJson(code), [code]);
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden">
      <HStack justify="space-between" px={3} py={1.5} bg="bg.muted" borderBottomWidth="1px">
        {tag ? <Badge variant="subtle">{tag}</Badge> : <span />}
        <CopyButton text={code} label={t('common.copy.what', { what: label })} />
      </HStack>
      <LongCode text={shown} label={label} maxH={maxH} />
    </Box>
  );
};

export { formatJson };
