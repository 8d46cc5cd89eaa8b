import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleArea } from '../i18n/use-locale-area';
import { codeHead } from './code-head';

/**
 * A code text in a box that scrolls past `maxH`. A long one (a sample of a 20,000-field body is 14,000 lines) draws its
 * first lines and says how much more there is, with a button that draws the rest: laying out the whole cost a
 * 300 ms task and 13 MB of the browser's layout (docs/performance.md). What the reader copies is the
 * whole text either way. Asked for once, the whole is drawn until `subject` changes: by default the text itself, but a
 * sample that follows what the reader types names what it is a sample of, so typing does not fold it again. Its words
 * (`apiSamples.longCode`, the API page's area) load when a text is first cut on another page; a text is cut only where
 * they came, so a failed load draws it whole.
 */
export const LongCode = ({ text, label, maxH, wrap = false, subject = text }: { text: string; label: string; maxH: string; wrap?: boolean; subject?: string | undefined }) => {
  const { t, i18n } = useTranslation();
  const head = useMemo(() => codeHead(text), [text]);
  const [wholeAskedFor, setWholeAskedFor] = useState<string>();
  const words = useLocaleArea('apiSamples', 'apiSamples.longCode.showAll', head.cut);
  const cut = head.cut && wholeAskedFor !== subject && words !== 'failed' ? head : undefined;
  const whole = cut === undefined;
  const pre = useRef<HTMLPreElement>(null);
  const askedHere = useRef(false);
  useLayoutEffect(() => {
    // The button that was focused is gone: the code it drew takes the focus.
    if (whole && askedHere.current) pre.current?.focus();
    askedHere.current = false;
  }, [whole]);
  const count = (value: number) => value.toLocaleString(i18n.language);
  return (
    <>
      <Box
        as="pre"
        ref={pre}
        m={0}
        p={3}
        fontFamily="mono"
        fontSize="sm"
        overflowX="auto"
        maxH={maxH}
        {...(wrap ? { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } : {})}
        tabIndex={0}
        aria-label={label}
      >
        {cut ? cut.text : text}
      </Box>
      {cut && words === 'ready' ? (
        <HStack justify="space-between" gap={2} px={3} py={1.5} bg="bg.muted" borderTopWidth="1px" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t(cut.by === 'lines' ? 'apiSamples.longCode.headLines' : 'apiSamples.longCode.headCharacters', { shown: count(cut.shown), total: count(cut.total) })}
          </Text>
          <Button
            size="xs"
            variant="outline"
            aria-label={t('apiSamples.longCode.showAllOf', { what: label })}
            onClick={() => {
              askedHere.current = true;
              setWholeAskedFor(subject);
            }}
          >
            {t('apiSamples.longCode.showAll')}
          </Button>
        </HStack>
      ) : null}
    </>
  );
};
