import { Box, HStack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../widgets/copy-button.view';

/** Code or a URL as it is to be copied: kept verbatim, wrapped, with a copy button. */
export const CodeBlock = ({ text, label }: { text: string; label: string }) => {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden">
      <HStack justify="flex-end" px={3} py={1.5} bg="bg.muted" borderBottomWidth="1px">
        <CopyButton text={text} label={t('common.copy.what', { what: label })} />
      </HStack>
      <Box as="pre" m={0} p={3} fontFamily="mono" fontSize="sm" overflowX="auto" maxH="420px" whiteSpace="pre-wrap" wordBreak="break-all" tabIndex={0} aria-label={label}>
        {text}
      </Box>
    </Box>
  );
};

export interface CodeSample {
  readonly key: string;
  /** The tab's text (the language). */
  readonly name: string;
  /** The code block's accessible name. */
  readonly label: string;
  readonly code: string;
}

/** Code samples, one tab per language, each with copy. */
export const CodeSampleTabs = ({ samples, label }: { samples: readonly CodeSample[]; label: string }) => (
  <Tabs.Root defaultValue={samples[0]?.key} variant="line" colorPalette="brand" lazyMount>
    <Tabs.List aria-label={label} flexWrap="wrap">
      {samples.map((sample) => (
        <Tabs.Trigger key={sample.key} value={sample.key}>
          {sample.name}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
    {samples.map((sample) => (
      <Tabs.Content key={sample.key} value={sample.key}>
        <CodeBlock text={sample.code} label={sample.label} />
      </Tabs.Content>
    ))}
  </Tabs.Root>
);
