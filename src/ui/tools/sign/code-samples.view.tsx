import { Box, Heading, HStack, Stack, Tabs } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_SAMPLE_LANGUAGES, codeSamples } from '../../../domain/signature/code-samples';
import { CopyButton } from '../../chrome/copy-button.view';

/** Ready-to-run samples of the signed call, one tab per language, each with copy. */
export const CodeSamples = ({ url, body }: { url: string; body: string }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const note = t('tools.sign.samples.lopTzNote');
  const samples = useMemo(() => codeSamples({ url, body, timeZoneNote: note }), [url, body, note]);
  return (
    <Stack as="section" aria-labelledby={headingId} gap={3}>
      <Heading as="h2" id={headingId} size="md">
        {t('tools.sign.samples.title')}
      </Heading>
      <Tabs.Root defaultValue="curl" variant="line" colorPalette="brand" lazyMount>
        <Tabs.List aria-label={t('tools.sign.samples.title')} flexWrap="wrap">
          {CODE_SAMPLE_LANGUAGES.map((language) => (
            <Tabs.Trigger key={language} value={language}>
              {t(`tools.sign.samples.languages.${language}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {CODE_SAMPLE_LANGUAGES.map((language) => {
          const label = t('tools.sign.samples.label', { language: t(`tools.sign.samples.languages.${language}`) });
          return (
            <Tabs.Content key={language} value={language}>
              <Box borderWidth="1px" borderRadius="md" overflow="hidden">
                <HStack justify="flex-end" px={3} py={1.5} bg="bg.muted" borderBottomWidth="1px">
                  <CopyButton text={samples[language]} label={t('common.copy.what', { what: label })} />
                </HStack>
                <Box as="pre" m={0} p={3} fontFamily="mono" fontSize="sm" overflowX="auto" maxH="420px" tabIndex={0} aria-label={label}>
                  {samples[language]}
                </Box>
              </Box>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </Stack>
  );
};
