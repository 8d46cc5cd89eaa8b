import { Badge, Box, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../widgets/copy-button.view';

/** A code or message example with its tag and a copy button; taller than `maxH`, it scrolls in its box. */
export const CopyCode = ({ code, tag, label, maxH = '480px' }: { code: string; tag?: string | undefined; label: string; maxH?: string | undefined }) => {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden">
      <HStack justify="space-between" px={3} py={1.5} bg="bg.muted" borderBottomWidth="1px">
        {tag ? <Badge variant="subtle">{tag}</Badge> : <span />}
        <CopyButton text={code} label={t('common.copy.what', { what: label })} />
      </HStack>
      <Box as="pre" m={0} p={3} fontFamily="mono" fontSize="sm" overflowX="auto" maxH={maxH} tabIndex={0} aria-label={label}>
        {formatJson(code)}
      </Box>
    </Box>
  );
};

/** JSON examples are shown indented; anything else as it came. */
export const formatJson = (code: string): string => {
  try {
    return JSON.stringify(JSON.parse(code), null, 2);
  } catch {
    return code;
  }
};
