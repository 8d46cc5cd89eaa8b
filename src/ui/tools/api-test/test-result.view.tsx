import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTestResult } from '../../../application/use-cases/api-test.use-case';
import { CodeBlock, CodeSampleTabs } from '../../widgets/code-samples.view';
import { JsonViewer } from './json-viewer.view';

const TABS = ['response', 'request', 'url', 'samples'] as const;

const Samples = ({ result }: { result: ApiTestResult }) => {
  const { t } = useTranslation();
  if (result.samples.length === 0)
    return (
      <Text color={result.samplesError ? 'fg.error' : 'fg.muted'}>
        {result.samplesError ? [t('tools.apiTest.result.samplesFailed'), result.samplesError.message].filter(Boolean).join(' ') : t('tools.apiTest.result.noSamples')}
      </Text>
    );
  const samples = result.samples.map((sample) => {
    const name = t(`tools.apiTest.result.languages.${sample.language}`, { defaultValue: sample.language });
    return { key: sample.language, name, label: t('tools.apiTest.result.sampleLabel', { language: name }), code: sample.code };
  });
  return <CodeSampleTabs samples={samples} label={t('tools.apiTest.result.tabs.samples')} />;
};

/** The call's result: the response, the request body, the request URL (copy) and the code samples, in tabs. */
export const TestResult = ({ result }: { result: ApiTestResult }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const section = useRef<HTMLDivElement>(null);
  // A new result is below the long form: bring it into view. A block body: scrollIntoView answers a Promise in
  // current Chromium, which React would call as the effect's cleanup (issue #16).
  useEffect(() => {
    section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result]);
  return (
    <Stack as="section" ref={section} aria-labelledby={headingId} gap={3} borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }} bg="bg.panel">
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
          <CodeBlock text={result.url} label={t('tools.apiTest.result.copyUrl')} />
        </Tabs.Content>
        <Tabs.Content value="samples">
          <Samples result={result} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
};
