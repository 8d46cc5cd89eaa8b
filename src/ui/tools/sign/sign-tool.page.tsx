import { Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useLoaded } from '../../widgets/use-loaded';
import * as E from 'fp-ts/Either';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignResult } from '../../../application/use-cases/sign-request.use-case';
import { DEFAULT_SIGN_ALGORITHM } from '../../../domain/signature/sign-settings';
import type { SignFormCheck, SignFormValues } from '../../../domain/signature/validate-sign-form';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { useToolDraft } from '../../widgets/use-remembered';
import { CodeSamples } from './code-samples.view';
import { SignForm } from './sign-form.view';
import { SignSteps } from './sign-steps.view';
import { useTools } from '../../portal/portal.context';

const EMPTY: SignFormValues = {
  mode: 'fields',
  partner: false,
  algorithm: DEFAULT_SIGN_ALGORITHM,
  appSecret: '',
  accessToken: '',
  appKey: '',
  method: '',
  timestamp: '',
  paramJson: '',
  lopDn: '',
  baseUrl: '',
  url: '',
  requestBody: '',
};

/**
 * The request-signature calculator. What is typed is remembered for the tab's life (memory only) and never logged or
 * sent (the digest runs in the browser); only the non-secret fields are kept in session storage for a reload
 * (docs/tools.md).
 */
export const SignToolPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('tools.sign.title'));
  const signer = useLoaded(useTools().requestSigner);
  const [values, setValues] = useToolDraft<SignFormValues>('sign', () => EMPTY);
  const [check, setCheck] = useState<SignFormCheck>();
  const [result, setResult] = useState<SignResult>();

  const change = (patch: Partial<SignFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A corrected field drops its message; the others stay until the next check.
    setCheck((current) => current && withoutFields(current, Object.keys(patch)));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signer.data) return;
    const signed = signer.data(values);
    if (E.isLeft(signed)) {
      setCheck(signed.left);
      setResult(undefined);
    } else {
      setCheck({ errors: {}, warnings: signed.right.warnings, compacted: {} });
      setResult(signed.right);
    }
  };

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Heading as="h1" size="2xl">
          {t('tools.sign.title')}
        </Heading>
        <Text color="fg.muted">{t('tools.sign.intro')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('tools.common.secretStaysHere')}
        </Text>
      </Stack>
      <chakra.form onSubmit={submit} noValidate borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }} bg="bg.panel" autoComplete="off">
        <SignForm values={values} check={check} onChange={change} />
        {signer.isError ? (
          <Stack role="alert" gap={2} mt={5} color="fg.error" fontSize="sm">
            <Text>{t('tools.sign.loadFailed')}</Text>
            <Button alignSelf="flex-start" size="xs" variant="outline" onClick={() => signer.retry()}>
              {t('tools.sign.retry')}
            </Button>
          </Stack>
        ) : signer.isPending ? (
          <LoadingShape kind="form" />
        ) : null}
        <Button type="submit" colorPalette="brand" mt={6} disabled={!signer.data}>
          {t('tools.sign.submit')}
        </Button>
      </chakra.form>
      {result ? (
        <>
          <SignSteps result={result} />
          <CodeSamples url={result.url} body={result.input.paramJson} />
        </>
      ) : null}
    </Stack>
  );
};

const withoutFields = (check: SignFormCheck, fields: readonly string[]): SignFormCheck => {
  const drop = <T extends object>(map: T): T => Object.fromEntries(Object.entries(map).filter(([field]) => !fields.includes(field))) as T;
  return { errors: drop(check.errors), warnings: drop(check.warnings), compacted: drop(check.compacted) };
};
