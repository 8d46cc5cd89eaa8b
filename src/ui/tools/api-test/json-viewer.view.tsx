import { Box, chakra, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const parse = (text: string): { ok: true; value: Json } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch {
    return { ok: false };
  }
};

const Scalar = ({ value }: { value: Json }) => (
  <chakra.span color={typeof value === 'string' ? 'green.700' : typeof value === 'number' ? 'blue.700' : 'purple.700'} _dark={{ color: 'inherit' }}>
    {JSON.stringify(value)}
  </chakra.span>
);

/** One value: scalars inline; objects and arrays as a <details> that folds (open by default). */
const Node = ({ name, value, last }: { name?: string; value: Json; last: boolean }): ReactNode => {
  const { t } = useTranslation();
  const label = name === undefined ? null : <chakra.span color="fg.muted">{JSON.stringify(name)}: </chakra.span>;
  const comma = last ? '' : ',';
  if (value === null || typeof value !== 'object') {
    return (
      <Box pl={4}>
        {label}
        <Scalar value={value} />
        {comma}
      </Box>
    );
  }
  const entries: [string | undefined, Json][] = Array.isArray(value) ? value.map((item) => [undefined, item]) : Object.entries(value);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  const size = Array.isArray(value) ? t('tools.apiTest.result.items', { count: entries.length }) : t('tools.apiTest.result.keys', { count: entries.length });
  if (entries.length === 0)
    return (
      <Box pl={4}>
        {label}
        {open}
        {close}
        {comma}
      </Box>
    );
  return (
    <chakra.details open pl={4} css={{ '&:not([open]) > .json-body': { display: 'none' } }}>
      <chakra.summary cursor="pointer" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}>
        {label}
        {open}
        <chakra.span color="fg.muted" fontSize="xs" mx={1}>
          {size}
        </chakra.span>
      </chakra.summary>
      <Box className="json-body">
        {entries.map(([key, item], index) => (
          <Node key={key ?? index} {...(key === undefined ? {} : { name: key })} value={item} last={index === entries.length - 1} />
        ))}
      </Box>
      <Box>
        {close}
        {comma}
      </Box>
    </chakra.details>
  );
};

/** A folding JSON viewer (each object and array folds); text that is not JSON is shown as it came. */
export const JsonViewer = ({ text, label }: { text: string; label: string }) => {
  const { t } = useTranslation();
  const parsed = useMemo(() => parse(text), [text]);
  return (
    <Box borderWidth="1px" borderRadius="md" p={3} fontFamily="mono" fontSize="sm" overflow="auto" maxH="480px" tabIndex={0} role="group" aria-label={label}>
      {parsed.ok ? (
        <Node value={parsed.value} last />
      ) : (
        <>
          <Text fontFamily="body" color="fg.muted" fontSize="xs" pl={4}>
            {t('tools.apiTest.result.notJson')}
          </Text>
          <chakra.pre pl={4} m={0} whiteSpace="pre-wrap" wordBreak="break-all">
            {text}
          </chakra.pre>
        </>
      )}
    </Box>
  );
};
