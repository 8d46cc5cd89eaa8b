import { Box, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTestResult } from '../../../application/use-cases/api-test.use-case';
import { CopyButton } from '../../chrome/copy-button.view';
import { JsonViewer } from './json-viewer.view';

const TABS = ['response', 'request', 'url', 'samples'] as const;

const CodeBox = ({ text, label }: { text: string; label: string }) => {
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

const Samples = ({ result }: { result: ApiTestResult }) => {
  const { t } = useTranslation();
  const first = result.samples[0];
  if (!first) return <Text color={result.samplesError ? 'fg.error' : 'fg.muted'}>{result.samplesError ? [t('tools.apiTest.result.samplesFailed'), result.samplesError.message].filter(Boolean).join(' ') : t('tools.apiTest.result.noSamples')}</Text>;
  const name = (language: string) => t(`tools.apiTest.result.languages.${language}`, { defaultValue: language });
  return (
    <Tabs.Root defaultValue={first.language} variant="enclosed" size="sm" colorPalette="brand" lazyMount>
      <Tabs.List aria-label={t('tools.apiTest.result.tabs.samples')} flexWrap="wrap">
        {result.samples.map((sample) => (
          <Tabs.Trigger key={sample.language} value={sample.language}>
            {name(sample.language)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {result.samples.map((sample) => (
        <Tabs.Content key={sample.language} value={sample.language}>
          <CodeBox text={sample.code} label={t('tools.apiTest.result.sampleLabel', { language: name(sample.language) })} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
};

/** The call's result: the response, the request body, the request URL (copy) and the code samples, in tabs. */
export const TestResult = ({ result }: { result: ApiTestResult }) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap={3} borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }} bg="bg.panel">
      <Heading as="h2" id={headingId} size="md">
        {t('tools.apiTest.result.title')}
      </Heading>
      <Tabs.Root defaultValue="response" variant="line" colorPalette="brand">
        <Tabs.List aria-label={t('tools.apiTest.result.title')} flexWrap="wrap">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`tools.apiTest.result.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="response">
          <JsonViewer text={result.responseBody} label={t('tools.apiTest.result.tabs.response')} />
        </Tabs.Content>
        <Tabs.Content value="request">
          <JsonViewer text={result.requestBody} label={t('tools.apiTest.result.tabs.request')} />
        </Tabs.Content>
        <Tabs.Content value="url">
          <CodeBox text={result.url} label={t('tools.apiTest.result.copyUrl')} />
        </Tabs.Content>
        <Tabs.Content value="samples">
          <Samples result={result} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
};
