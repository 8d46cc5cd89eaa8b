import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiDoc } from '../../../domain/doc/api-doc';
import { CODE_SAMPLE_LANGUAGES, codeSample, type CodeSampleLanguage } from '../../../domain/signature/code-samples';
import { DEFAULT_SIGN_ALGORITHM } from '../../../domain/signature/sign-settings';
import { SIGNED_CALL_PLACEHOLDERS, signedCallBody, signedUrlTemplate } from '../../../domain/signature/signed-call-template';
import { useTools } from '../../portal/portal.context';
import { CodeSampleTabs, type CodeSample } from '../../widgets/code-samples.view';
import { useRemembered } from '../../widgets/use-remembered';
import { formatJson } from '../common/copy-code.view';

const DEFAULT_TAB: CodeSampleLanguage = 'curl';

/** The API's first documented gateway address, else the deployment's gateway, with the name the document gives it. */
const useGateway = (api: ApiDoc) => {
  const fallback = useTools().gatewayBaseUrl;
  const environment = api.environments[0];
  return environment ? { address: environment.url, name: environment.name, lopDn: environment.lopDn ?? api.lopDn } : { address: fallback(), name: undefined, lopDn: api.lopDn };
};

/**
 * The API's signed call (signature.md "The signed call") in the languages of the signature tool and the console, to
 * its own gateway address and method, with its request example as the body and the reader's values as placeholders;
 * and the request example itself. The tab chosen is kept for the tab's life, so the next API opens in the same language.
 */
export const SignedCallSamples = ({ api, unitId, preview, maxH }: { api: ApiDoc; unitId: number; preview: boolean; maxH: string }) => {
  const { t } = useTranslation();
  const gateway = useGateway(api);
  const [tab, setTab] = useRemembered<string>('apiSamples.tab', () => DEFAULT_TAB);
  const note = t('apiSamples.lopTzNote');
  const samples = useMemo<CodeSample[]>(() => {
    const url = signedUrlTemplate({ method: api.path, address: gateway.address, lopDn: gateway.lopDn, partner: api.partner, algorithm: DEFAULT_SIGN_ALGORITHM });
    const input = { url, body: signedCallBody(api.requestExamples[0]?.content ?? '[]'), timeZoneNote: note };
    const examples = api.requestExamples.map((example, index) => ({
      key: `example-${String(index)}`,
      name: example.tag || t('apiSamples.json'),
      label: t('apiSamples.jsonLabel'),
      code: formatJson(example.content),
    }));
    const calls = CODE_SAMPLE_LANGUAGES.map((language) => {
      const name = t(`apiSamples.languages.${language}`);
      return { key: language, name, label: t('apiSamples.codeLabel', { language: name }), code: () => codeSample(language, input) };
    });
    return [...examples, ...calls];
  }, [api, gateway.address, gateway.lopDn, note, t]);
  const value = samples.some((sample) => sample.key === tab) ? tab : DEFAULT_TAB;

  return (
    <Stack gap={3}>
      <Heading as="h3" size="sm">
        {t('docs.api.examples.request')}
      </Heading>
      <CodeSampleTabs samples={samples} label={t('apiSamples.tabs')} chosen={{ value, onChange: setTab }} maxH={maxH} size="sm" />
      {gateway.name ? (
        <Text fontSize="sm" color="fg.muted">
          {t('apiSamples.gateway', { environment: gateway.name })}
        </Text>
      ) : null}
      <Box fontSize="sm" color="fg.muted">
        <Text>{t('apiSamples.placeholders')}</Text>
        <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap={2} rowGap={0.5} mt={1}>
          <Placeholder code={SIGNED_CALL_PLACEHOLDERS.appKey}>{t('apiSamples.appKey')}</Placeholder>
          {api.partner ? null : <Placeholder code={SIGNED_CALL_PLACEHOLDERS.accessToken}>{t('apiSamples.accessToken')}</Placeholder>}
          <Placeholder code={SIGNED_CALL_PLACEHOLDERS.timestamp}>{t('apiSamples.timestamp')}</Placeholder>
          <Placeholder code={SIGNED_CALL_PLACEHOLDERS.sign}>
            {t('apiSamples.sign')}{' '}
            {preview ? (
              t('apiSamples.signTool')
            ) : (
              <Link to="/open-business-document/common-development-tools/$unitId/$toolName" params={{ unitId: String(unitId), toolName: 'sign' }}>
                <chakra.span color="brand.fg" textDecoration="underline">
                  {t('apiSamples.signTool')}
                </chakra.span>
              </Link>
            )}
          </Placeholder>
        </chakra.dl>
      </Box>
    </Stack>
  );
};

const Placeholder = ({ code, children }: { code: string; children: ReactNode }) => (
  <>
    <chakra.dt>
      <chakra.code fontFamily="mono" color="fg">
        {code}
      </chakra.code>
    </chakra.dt>
    <chakra.dd m={0}>{children}</chakra.dd>
  </>
);

