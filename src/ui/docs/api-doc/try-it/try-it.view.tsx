import { Box, Button, chakra, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpCallPort } from '../../../../application/ports/http-call.port';
import type { ApiDoc } from '../../../../domain/doc/api-doc';
import { callFromDraft, chosenServerUrl } from '../../../../domain/http-call/call-from-doc';
import { isJsonMediaType } from '../../../../domain/http-call/http-call';
import { draftProblems, type DraftProblem, type TryDraft } from '../../../../domain/http-call/try-draft';
import { useDocuments } from '../../../portal/portal.context';
import { TryOutcomeView } from './try-answer.view';
import { AuthorizationFields, BodyFields, ParameterFields, ServerField, type FieldsProps } from './try-fields.view';
import { useTrySecrets, useTryState } from './try-store';

/** The origins the deployment's proxy for Try it forwards to (none until its list is read, or without a proxy). */
const useProxiedOrigins = (callApi: HttpCallPort | undefined): readonly string[] => {
  const [origins, setOrigins] = useState<readonly string[]>([]);
  useEffect(() => {
    let current = true;
    void callApi?.proxiedOrigins().then((list) => {
      if (current) setOrigins(list);
    });
    return () => {
      current = false;
    };
  }, [callApi]);
  return origins;
};

/** The origin a call goes to, when it is another than the page's (a call with no server goes to the page's). */
const foreignOrigin = (url: string | undefined): string | undefined => {
  if (url === undefined) return undefined;
  try {
    const origin = new URL(url, window.location.href).origin;
    return origin === window.location.origin ? undefined : origin;
  } catch {
    return undefined;
  }
};

/**
 * Try it (docs/openapi.md "Try it"): the call an operation describes, filled in by the reader and sent from the page
 * straight to the server chosen; its answer, or why none came, under the form. Everything typed stays in memory for the
 * tab's life (another operation, Back and Forward keep it; a secret serves every operation of the document), and the
 * code samples beside follow it.
 */
const TryIt = ({ api, unitId }: { api: ApiDoc; unitId: number }) => {
  const { t } = useTranslation();
  const { callApi } = useDocuments();
  const [state, update] = useTryState(api.id);
  const [secrets, setSecret] = useTrySecrets(unitId);
  const [problems, setProblems] = useState<readonly DraftProblem[]>([]);
  const proxiedOrigins = useProxiedOrigins(callApi);
  if (!callApi) return null;
  const origin = foreignOrigin(chosenServerUrl(api, state.draft));
  const proxyOffered = origin !== undefined && proxiedOrigins.includes(origin);
  const viaProxy = proxyOffered && state.viaProxy === true;
  const json = isJsonMediaType(api.mediaTypes?.request ?? '');
  const change = (draft: Partial<TryDraft>) => update((current) => ({ ...current, draft: { ...current.draft, ...draft } }));
  const chooseFile = (field: string, file: File | undefined) =>
    update((current) => {
      const files = new Map(current.files);
      if (file) files.set(field, file);
      else files.delete(field);
      return { ...current, files, draft: { ...current.draft, files: Object.fromEntries([...files].map(([name, chosen]) => [name, chosen.name])) } };
    });
  const send = async () => {
    const draft = { ...state.draft, secrets };
    const found = draftProblems(api, draft, json);
    setProblems(found);
    if (found.length) return;
    // The last answer goes as the next call leaves: an answer on screen is always the last call's.
    update((current) => ({ ...current, sending: true, outcome: undefined }));
    const result = await callApi.send(callFromDraft(api, draft, { secrets: 'typed' }), state.files, { viaProxy });
    update((current) => ({
      ...current,
      sending: false,
      outcome: result._tag === 'Right' ? { kind: 'answer', answer: result.right } : { kind: 'failed', failure: result.left, proxyOffered: proxyOffered && !viaProxy },
    }));
  };
  const fields: FieldsProps = { api, state, secrets, setSecret, problems, change, chooseFile };
  return (
    <Box as="section" id="try-it" aria-labelledby="try-it-title" scrollMarginTop="160px">
      <Heading as="h2" id="try-it-title" size="lg" mb={1}>
        {t('openapi.tryIt.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb={4}>
        {t('openapi.tryIt.intro')}
      </Text>
      <chakra.form
        display="flex"
        flexDirection="column"
        gap={5}
        borderWidth="1px"
        borderRadius="md"
        p={{ base: 3, md: 5 }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <ServerField {...fields} />
        <AuthorizationFields {...fields} />
        <ParameterFields {...fields} />
        <BodyFields {...fields} />
        {problems.length ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {t('openapi.tryIt.problems.summary')}
          </Text>
        ) : null}
        {proxyOffered ? (
          <chakra.label display="flex" alignItems="center" gap={2} fontSize="sm">
            <chakra.input
              type="checkbox"
              checked={viaProxy}
              onChange={(event) => update((current) => ({ ...current, viaProxy: event.target.checked }))}
              accentColor="var(--chakra-colors-brand-solid)"
            />
            {t('openapi.tryIt.viaProxy')}
          </chakra.label>
        ) : null}
        <HStack gap={3} flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={state.sending} loadingText={t('openapi.tryIt.sending')}>
            {t('openapi.tryIt.send')}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setProblems([]);
              update((current) => ({ ...current, draft: {}, files: new Map() }));
            }}
          >
            {t('openapi.tryIt.reset')}
          </Button>
        </HStack>
        {state.outcome ? <TryOutcomeView outcome={state.outcome} /> : null}
      </chakra.form>
    </Box>
  );
};

export default TryIt;
