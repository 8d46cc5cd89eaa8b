import { Badge, Box, HStack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../widgets/copy-button.view';
import { LongCode } from '../../widgets/long-code.view';

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

/**
 * JSON examples are shown indented; anything else as it came. An example already indented so is answered as the same
 * string, not an equal copy: a page keeps one copy of a large example, however many places show it.
 */
export const formatJson = (code: string): string => {
  try {
    const indented = JSON.stringify(JSON.parse(code), null, 2);
    return indented === code ? code : indented;
  } catch {
    return code;
  }
};
