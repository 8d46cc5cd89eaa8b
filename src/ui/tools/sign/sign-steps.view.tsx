import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignResult } from '../../../application/use-cases/sign-request.use-case';
import { SIGN_ALGORITHM_OPTIONS } from '../../../domain/signature/signature';
import { CopyButton } from '../../widgets/copy-button.view';

const Cell = chakra('td', { base: { borderBottomWidth: '1px', px: 3, py: 1.5, textAlign: 'start', verticalAlign: 'top', fontFamily: 'mono', wordBreak: 'break-all' } });

const Step = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" id={id} size="sm" mb={2}>
        {title}
      </Heading>
      {children}
    </Box>
  );
};

const Mono = ({ children, label }: { children: string; label: string }) => (
  <Box as="pre" m={0} p={3} bg="bg.muted" borderRadius="md" fontFamily="mono" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-all" tabIndex={0} aria-label={label}>
    {children}
  </Box>
);

/** The five steps of the signature (signature.md), the secret masked in the signed content unless revealed. */
export const SignSteps = ({ result }: { result: SignResult }) => {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const headingId = useId();
  const algorithm = SIGN_ALGORITHM_OPTIONS.find((option) => option.value === result.input.algorithm)?.label ?? result.input.algorithm;
  return (
    <Stack as="section" aria-labelledby={headingId} gap={5} borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
      <Heading as="h2" id={headingId} size="md">
        {t('tools.sign.steps.title')}
      </Heading>
      <Step title={t('tools.sign.steps.collect')}>
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
            <thead>
              <tr>
                <chakra.th scope="col" textAlign="start" px={3} py={1.5} bg="bg.muted">
                  {t('tools.sign.steps.key')}
                </chakra.th>
                <chakra.th scope="col" textAlign="start" px={3} py={1.5} bg="bg.muted">
                  {t('tools.sign.steps.value')}
                </chakra.th>
              </tr>
            </thead>
            <tbody>
              {result.params.map((param) => (
                <tr key={param.key}>
                  <Cell>{param.key}</Cell>
                  <Cell>{param.value === '' ? t('tools.sign.steps.empty') : param.value}</Cell>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      </Step>
      <Step title={t('tools.sign.steps.sort')}>
        <HStack gap={2} flexWrap="wrap" as="ol" listStyleType="none">
          {result.sortedKeys.map((key) => (
            <chakra.li key={key}>
              <chakra.code fontFamily="mono" fontSize="sm" bg="bg.muted" px={1.5} py={0.5} borderRadius="sm">
                {key}
              </chakra.code>
            </chakra.li>
          ))}
        </HStack>
      </Step>
      <Step title={t('tools.sign.steps.concat')}>
        <Stack gap={2}>
          <Mono label={t('tools.sign.steps.content')}>{revealed ? result.content : result.maskedContent}</Mono>
          <Button alignSelf="flex-start" size="xs" variant="ghost" aria-pressed={revealed} onClick={() => setRevealed((shown) => !shown)}>
            {revealed ? t('tools.sign.hideSecret') : t('tools.sign.showSecret')}
          </Button>
        </Stack>
      </Step>
      <Step title={t('tools.sign.steps.digest', { algorithm })}>
        <HStack gap={3} align="flex-start">
          <Box flex="1" minW={0}>
            <Mono label={t('tools.sign.steps.sign')}>{result.sign}</Mono>
          </Box>
          <CopyButton text={result.sign} label={t('common.copy.what', { what: t('tools.sign.steps.sign') })} />
        </HStack>
      </Step>
      <Step title={t('tools.sign.steps.url')}>
        <HStack gap={3} align="flex-start">
          <Box flex="1" minW={0}>
            <Mono label={t('tools.sign.steps.signedUrl')}>{result.url}</Mono>
          </Box>
          <CopyButton text={result.url} label={t('common.copy.what', { what: t('tools.sign.steps.signedUrl') })} />
        </HStack>
        <Text fontSize="xs" color="fg.muted" mt={2}>
          {t('tools.sign.samples.lopTzNote')}
        </Text>
      </Step>
    </Stack>
  );
};
