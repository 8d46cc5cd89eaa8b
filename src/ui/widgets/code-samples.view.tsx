import { Box, HStack, Tabs } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button.view';
import { LongCode } from './long-code.view';

/** Code or a URL as it is to be copied: kept verbatim, wrapped, with a copy button; taller than `maxH`, it scrolls; a long one shows its start first (LongCode). */
export const CodeBlock = ({ text, label, maxH = '420px', subject }: { text: string; label: string; maxH?: string | undefined; subject?: string | undefined }) => {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden">
      <HStack justify="flex-end" px={3} py={1.5} bg="bg.muted" borderBottomWidth="1px">
        <CopyButton text={text} label={t('common.copy.what', { what: label })} />
      </HStack>
      <LongCode text={text} label={label} maxH={maxH} wrap subject={subject} />
    </Box>
  );
};

export interface CodeSample {
  readonly key: string;
  /** The tab's text (the language). */
  readonly name: string;
  /** The code block's accessible name. */
  readonly label: string;
  /**
   * The code, or how to write it: written when its tab is first shown, so a large body's other languages are never
   * written (or held) unless the reader opens them.
   */
  readonly code: string | (() => string);
  /** What the code is of, where its text changes as the reader types (LongCode keeps "Show all" while this stays). */
  readonly subject?: string;
}

/** One tab's code block, written from its sample again only when the sample changes (not when another tab is chosen). */
const SampleBlock = memo(({ sample, maxH }: { sample: CodeSample; maxH: string | undefined }) => (
  <CodeBlock text={typeof sample.code === 'function' ? sample.code() : sample.code} label={sample.label} maxH={maxH} subject={sample.subject} />
));

export interface ChosenSample {
  readonly value: string;
  readonly onChange: (key: string) => void;
}

/**
 * Code samples, one tab per language, each with copy; `chosen` holds the tab shown where it is kept elsewhere, and a
 * narrow column asks for `size` sm (its seven tabs on one line).
 */
export const CodeSampleTabs = ({
  samples,
  label,
  chosen,
  maxH,
  size = 'md',
}: {
  samples: readonly CodeSample[];
  label: string;
  chosen?: ChosenSample;
  maxH?: string;
  size?: 'sm' | 'md';
}) => (
  <Tabs.Root
    {...(chosen ? { value: chosen.value, onValueChange: (details: { value: string }) => chosen.onChange(details.value) } : { defaultValue: samples[0]?.key })}
    variant="line"
    colorPalette="brand"
    size={size}
    lazyMount
  >
    <Tabs.List aria-label={label} flexWrap="wrap">
      {samples.map((sample) => (
        <Tabs.Trigger key={sample.key} value={sample.key} px={size === 'sm' ? 2 : undefined}>
          {sample.name}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
    {samples.map((sample) => (
      <Tabs.Content key={sample.key} value={sample.key}>
        <SampleBlock sample={sample} maxH={maxH} />
      </Tabs.Content>
    ))}
  </Tabs.Root>
);
