import { Badge, Box, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../widgets/copy-button.view';

/** A code or message example with its tag and a copy button. */
export const CopyCode = ({ code, tag, label }: { code: string; tag?: string; label: string }) => {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden">
      <HStack justify="space-between" px={3} py={1.5} bg="bg.muted" borderBottomWidth="1px">
        {tag ? <Badge variant="subtle">{tag}</Badge> : <span />}
        <CopyButton text={code} label={t('common.copy.what', { what: label })} />
      </HStack>
      <Box as="pre" m={0} p={3} fontFamily="mono" fontSize="sm" overflowX="auto" maxH="480px" tabIndex={0} aria-label={label}>
        {formatJson(code)}
      </Box>
    </Box>
  );
};

/** JSON examples are shown indented; anything else as it came. */
const formatJson = (code: string): string => {
  try {
    return JSON.stringify(JSON.parse(code), null, 2);
  } catch {
    return code;
  }
};
