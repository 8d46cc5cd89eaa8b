import { Box, chakra, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpAnswer } from '../../../../application/ports/http-call.port';
import { isJsonMediaType, isTextMediaType } from '../../../../domain/http-call/http-call';
import { CodeBlock } from '../../../widgets/code-samples.view';
import { formatJson } from '../../common/copy-code.view';
import type { TryOutcome } from './try-store';

/** The body as text where it is text (JSON indented), else undefined: a download then. */
const useBodyText = (answer: HttpAnswer): string | undefined => {
  const [text, setText] = useState<string>();
  const readable = answer.bytes > 0 && (answer.mediaType === '' || isTextMediaType(answer.mediaType));
  useEffect(() => {
    if (!readable) return;
    let current = true;
    void answer.body.text().then((body) => {
      if (current) setText(isJsonMediaType(answer.mediaType) ? formatJson(body) : body);
    });
    return () => {
      current = false;
    };
  }, [answer, readable]);
  return readable ? text : undefined;
};

const sizeOf = (bytes: number, t: ReturnType<typeof useTranslation>['t']) => t('openapi.tryIt.answer.bytes', { count: bytes });

/** A body the page does not show as text: offered as a file, by an address made for it and let go with the answer. */
const Download = ({ answer }: { answer: HttpAnswer }) => {
  const { t } = useTranslation();
  const url = useMemo(() => URL.createObjectURL(answer.body), [answer]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Link href={url} download="answer" color="brand.fg" textDecoration="underline">
      {t('openapi.tryIt.answer.download', { type: answer.mediaType || 'application/octet-stream', size: sizeOf(answer.bytes, t) })}
    </Link>
  );
};

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box>
    <chakra.dt fontSize="xs" color="fg.muted">
      {label}
    </chakra.dt>
    <chakra.dd m={0} fontFamily="mono" fontWeight="semibold">
      {children}
    </chakra.dd>
  </Box>
);

const Answer = ({ answer }: { answer: HttpAnswer }) => {
  const { t } = useTranslation();
  const text = useBodyText(answer);
  const good = answer.status < 400;
  return (
    <Stack gap={3}>
      <chakra.dl display="flex" flexWrap="wrap" gap={6}>
        <Fact label={t('openapi.tryIt.answer.status')}>
          <chakra.span color={good ? 'fg.success' : 'fg.error'}>{[answer.status, answer.statusText].filter(Boolean).join(' ')}</chakra.span>
        </Fact>
        <Fact label={t('openapi.tryIt.answer.time')}>{t('openapi.tryIt.answer.ms', { ms: Math.round(answer.ms) })}</Fact>
        <Fact label={t('openapi.tryIt.answer.size')}>{sizeOf(answer.bytes, t)}</Fact>
      </chakra.dl>
      {answer.unsent.length ? (
        <Text fontSize="sm" color="fg.warning">
          {t('openapi.tryIt.answer.unsent', { names: answer.unsent.join(', ') })}
        </Text>
      ) : null}
      <chakra.details>
        <chakra.summary cursor="pointer" fontWeight="semibold" fontSize="sm">
          {t('openapi.tryIt.answer.headers', { count: answer.headers.length })}
        </chakra.summary>
        <chakra.table fontSize="sm" mt={2} w="full">
          <thead>
            <tr>
              <chakra.th textAlign="start" pe={3}>
                {t('openapi.tryIt.answer.headerName')}
              </chakra.th>
              <chakra.th textAlign="start">{t('openapi.tryIt.answer.headerValue')}</chakra.th>
            </tr>
          </thead>
          <tbody>
            {answer.headers.map((header, index) => (
              <tr key={`${header.name}-${String(index)}`}>
                <chakra.td fontFamily="mono" pe={3} verticalAlign="top">
                  {header.name}
                </chakra.td>
                <chakra.td fontFamily="mono" wordBreak="break-all">
                  {header.value}
                </chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </chakra.details>
      {answer.bytes === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('openapi.tryIt.answer.empty')}
        </Text>
      ) : text !== undefined ? (
        <CodeBlock text={text} label={t('openapi.tryIt.answer.body')} maxH="420px" />
      ) : answer.mediaType === '' || isTextMediaType(answer.mediaType) ? null : (
        <Download answer={answer} />
      )}
    </Stack>
  );
};

/** How the last send ended: the answer whole, or why none came, said once in place (what was typed is kept). */
export const TryOutcomeView = ({ outcome }: { outcome: TryOutcome }) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap={3} borderWidth="1px" borderRadius="md" p={4} bg="bg.subtle">
      <HStack>
        <Heading as="h3" id={headingId} size="sm">
          {t('openapi.tryIt.answer.title')}
        </Heading>
      </HStack>
      {outcome.kind === 'answer' ? (
        <Answer answer={outcome.answer} />
      ) : (
        <Stack role="alert" color="fg.error" gap={1}>
          <Text>{outcome.failure.kind === 'timeout' ? t('openapi.tryIt.failed.timeout', { seconds: outcome.failure.seconds }) : t('openapi.tryIt.failed.network')}</Text>
          {outcome.proxyOffered ? <Text>{t('openapi.tryIt.failed.tryProxy')}</Text> : null}
        </Stack>
      )}
    </Stack>
  );
};
