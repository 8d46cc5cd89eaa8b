import { Heading, Stack } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_SAMPLE_LANGUAGES, codeSamples } from '../../../domain/signature/code-samples';
import { CodeSampleTabs } from '../../widgets/code-samples.view';

/** Ready-to-run samples of the signed call, one tab per language, each with copy. */
export const CodeSamples = ({ url, body }: { url: string; body: string }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const note = t('tools.sign.samples.lopTzNote');
  const samples = useMemo(() => {
    const code = codeSamples({ url, body, timeZoneNote: note });
    return CODE_SAMPLE_LANGUAGES.map((language) => {
      const name = t(`tools.sign.samples.languages.${language}`);
      return { key: language, name, label: t('tools.sign.samples.label', { language: name }), code: code[language] };
    });
  }, [url, body, note, t]);
  return (
    <Stack as="section" aria-labelledby={headingId} gap={3}>
      <Heading as="h2" id={headingId} size="md">
        {t('tools.sign.samples.title')}
      </Heading>
      <CodeSampleTabs samples={samples} label={t('tools.sign.samples.title')} />
    </Stack>
  );
};
