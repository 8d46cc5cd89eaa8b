import { chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiDoc } from '../../../domain/doc/api-doc';
import { callFromDraft } from '../../../domain/http-call/call-from-doc';
import { CALL_SAMPLE_LANGUAGES, callSample } from '../../../domain/http-call/call-samples';
import type { HttpCall } from '../../../domain/http-call/http-call';
import { CodeSampleTabs, type CodeSample } from '../../widgets/code-samples.view';
import { useRemembered } from '../../widgets/use-remembered';
import { useRevealSecrets, useTrySecrets, useTryState } from './try-it/try-store';

/** What the reader must fill in: a secret's placeholder (`<TOKEN>`) or a path or query value without one (`{id}`). */
const placeholdersOf = (call: HttpCall): string[] => {
  const text = [call.url, ...call.headers.map((header) => header.value)].join('\n');
  return [...new Set(text.match(/<[A-Z_():0-9]+>|\{[^{}\s]+\}/g) ?? [])];
};

/**
 * An OpenAPI operation's call in code (docs/openapi.md "Code samples"): the document's own samples (`x-codeSamples`)
 * first, then curl, JavaScript, Python, Go, Java and C#, each with copy; the language chosen is kept for the tab's life,
 * so the next API opens in it. The call is the one Try it is filled with (the document's until the reader types);
 * secrets are placeholders, which the note under the code names, unless the reader asks to see those typed.
 */
const CallSamples = ({ api, unitId, maxH }: { api: ApiDoc; unitId: number; maxH?: string }) => {
  const { t } = useTranslation();
  const [{ draft: typed }] = useTryState(api.id);
  const [secrets] = useTrySecrets(unitId);
  const draft = useMemo(() => ({ ...typed, secrets }), [typed, secrets]);
  const [reveal, setReveal] = useRevealSecrets();
  const secretsTyped = Object.values(secrets).some(Boolean);
  // What the reader typed into Try it, secrets as placeholders unless the reader asks to see them.
  const call = useMemo(() => callFromDraft(api, draft, { secrets: reveal && secretsTyped ? 'typedOrPlaceholders' : 'placeholders' }), [api, draft, reveal, secretsTyped]);
  const samples = useMemo<CodeSample[]>(() => {
    const documented = (api.codeSamples ?? []).map((sample, index) => {
      const name = t('openapi.callSamples.documented', { language: sample.label ?? sample.lang });
      return { key: `document-${String(index)}`, name, label: t('openapi.callSamples.codeLabel', { language: name }), code: sample.source };
    });
    const written = CALL_SAMPLE_LANGUAGES.map((language) => {
      const name = t(`openapi.callSamples.languages.${language}`);
      // The code follows what is typed into Try it; it stays this operation's sample while the reader types.
      return { key: language, name, label: t('openapi.callSamples.codeLabel', { language: name }), code: () => callSample(language, call), subject: String(api.id) };
    });
    return [...documented, ...written];
  }, [api, call, t]);
  // Until the reader picks a language, the first sample: the document's own where it has one, else curl.
  const [chosen, setChosen] = useRemembered<string | undefined>('callSamples.tab', () => undefined);
  const value = samples.find((sample) => sample.key === chosen)?.key ?? samples[0]?.key ?? 'curl';
  const placeholders = placeholdersOf(call);
  return (
    <Stack gap={3}>
      <Heading as="h3" size="sm">
        {t('openapi.callSamples.title')}
      </Heading>
      <CodeSampleTabs samples={samples} label={t('openapi.callSamples.tabs')} chosen={{ value, onChange: setChosen }} maxH={maxH} size="sm" />
      {secretsTyped ? (
        <chakra.label display="flex" alignItems="center" gap={2} fontSize="sm">
          <chakra.input type="checkbox" checked={reveal} onChange={(event) => setReveal(event.target.checked)} accentColor="var(--chakra-colors-brand-solid)" />
          {t('openapi.tryIt.revealSecrets')}
        </chakra.label>
      ) : null}
      {placeholders.length ? (
        <Text fontSize="sm" color="fg.muted">
          {t('openapi.callSamples.placeholders')}
          {placeholders.map((placeholder, index) => (
            <Fragment key={placeholder}>
              {index ? t('openapi.callSamples.listJoin') : null}
              <chakra.code fontFamily="mono" color="fg">
                {placeholder}
              </chakra.code>
            </Fragment>
          ))}
        </Text>
      ) : null}
    </Stack>
  );
};

export default CallSamples;
