import { Box, CloseButton, Dialog, HStack, Input, Kbd, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { anchorOfField } from '../../domain/doc/param-tree';
import type { Suggestion } from '../../domain/search/finder';
import { SEARCH_MAX_LENGTH } from '../../domain/search/search';
import { apiDocQuery } from '../reads/api-doc.queries';
import { finderQuery } from '../pages/search/search.queries';
import { routeOfTarget } from '../pages/search/search-target-route';
import { useDocSearch, useDocuments } from '../portal/portal.context';
import { SuggestionLine } from './suggestion-line.view';
import type { TypedAhead } from './typed-ahead';
import { useDebounced } from './use-debounced';

/** Typing pauses this long before the finder asks (one call per pause, not per key). */
export const FINDER_DEBOUNCE_MS = 120;

/** The active line stays in sight as the arrows move it through a list taller than the dialog. */
const scrollIntoView = (line: HTMLElement | null) => {
  line?.scrollIntoView({ block: 'nearest' });
};

interface FinderDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** What was typed after the finder was asked for and before its words box had focus (once per opening). */
  readonly takeTypedAhead: () => TypedAhead;
}

/**
 * The finder (docs/pages.md): suggestions as the reader types, the recent openings on empty words. The input keeps
 * focus; the arrow keys move the active line (aria-activedescendant), Enter opens it, Escape closes and returns focus
 * to where it was. The first suggestion is active once the suggestions for the words typed have arrived; before
 * that (or with none), Enter goes to the search page, so an answer to older words is never opened by mistake.
 */
export const FinderDialog = ({ open, onOpenChange, takeTypedAhead }: FinderDialogProps) => {
  const { t } = useTranslation();
  const search = useDocSearch();
  const docs = useDocuments().docs;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const listId = useId();
  const [words, setWords] = useState('');
  const [recent, setRecent] = useState(() => search.recentFinds());
  // Opened: the first suggestions need the search's code and indexes, loaded while the reader types.
  useEffect(() => {
    if (open) search.prepareSearch();
  }, [open, search]);
  const [active, setActive] = useState(0);
  const typed = words.trim();
  const asked = useDebounced(typed, FINDER_DEBOUNCE_MS);
  const answer = useQuery({ ...finderQuery(search, asked), placeholderData: keepPreviousData });
  const fresh = typed !== '' && asked === typed && !answer.isPlaceholderData && answer.isSuccess;

  const suggestions: readonly Suggestion[] = typed ? (answer.data ?? []) : recent;
  const seeAll = typed !== '';
  const lineCount = suggestions.length + (seeAll ? 1 : 0);
  // Nothing is active while the list stands for older words: Enter then searches the words typed.
  const activeLine = (typed ? fresh : suggestions.length > 0) ? Math.min(active, lineCount - 1) : -1;
  const lineId = (index: number) => `${listId}-${String(index)}`;

  const close = () => {
    onOpenChange(false);
    setWords('');
    setActive(0);
  };

  const searchFor = (q: string) => {
    if (!q) return;
    close();
    void navigate({ to: '/searchResult', search: { q } });
  };
  const searchAll = () => searchFor(typed);

  // The keys typed before the box was there come first, in order; an Enter among them searches them.
  const takeOverTyping = () => {
    const ahead = takeTypedAhead();
    if (ahead.submitted) searchFor((words + ahead.text).trim());
    else if (ahead.text) {
      setWords((current) => (current + ahead.text).slice(0, SEARCH_MAX_LENGTH));
      setActive(0);
    }
  };

  const openSuggestion = async (suggestion: Suggestion) => {
    setRecent(search.rememberFind(suggestion)());
    close();
    const route = routeOfTarget(suggestion.target);
    if (suggestion.field && suggestion.target.kind === 'apiDoc') {
      // The field's anchor is in the API's document: read it (the page reads the same query, so this is no extra call).
      const doc = await queryClient.query(apiDocQuery(docs, Number(suggestion.target.docId))).catch(() => undefined);
      const anchor = doc ? (anchorOfField(doc.requestParams, suggestion.field) ?? anchorOfField(doc.responseParams, suggestion.field)) : undefined;
      if (anchor) {
        void navigate({ ...route, hash: anchor });
        return;
      }
    }
    void navigate(route);
  };

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (suggestion) void openSuggestion(suggestion);
    else searchAll();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (lineCount === 0) return;
      const from = activeLine < 0 ? (event.key === 'ArrowDown' ? -1 : 0) : activeLine;
      setActive((from + (event.key === 'ArrowDown' ? 1 : lineCount - 1)) % lineCount);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (activeLine < 0) searchAll();
      else choose(activeLine);
    }
  };

  const status = !typed
    ? recent.length
      ? t('finder.recentHeading')
      : t('finder.emptyHint')
    : answer.isError && !answer.isPlaceholderData
      ? t('finder.failed')
      : fresh
        ? t('finder.count', { count: suggestions.length })
        : t('finder.searching');

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? onOpenChange(true) : close())} placement="top" size="lg" motionPreset="none">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* At most the screen's height: the words stay on top, the list scrolls below them. */}
          <Dialog.Content aria-label={t('finder.title')} data-testid="finder" maxH={{ base: 'calc(100dvh - 2rem)', md: 'calc(100dvh - 8rem)' }}>
            <Dialog.Header p={3} pb={0}>
              <HStack gap={2} w="full">
              <Input
                role="combobox"
                aria-expanded={lineCount > 0}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={activeLine >= 0 ? lineId(activeLine) : undefined}
                aria-label={t('finder.label')}
                placeholder={t('finder.placeholder')}
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                spellCheck={false}
                maxLength={SEARCH_MAX_LENGTH}
                value={words}
                onChange={(event) => {
                  setWords(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                onFocus={takeOverTyping}
                size="lg"
              />
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton aria-label={t('finder.close')} />
                </Dialog.CloseTrigger>
              </HStack>
            </Dialog.Header>
            <Dialog.Body p={3} pt={0} overflowY="auto">
              <Text role="status" aria-live="polite" fontSize="sm" color={answer.isError && typed && !answer.isPlaceholderData ? 'fg.error' : 'fg.muted'} mt={3} mb={1} px={1}>
                {status}
              </Text>
              <Stack as="ul" id={listId} role="listbox" aria-label={typed ? t('finder.suggestions') : t('finder.recentHeading')} gap={0} m={0} p={0} listStyleType="none" opacity={typed && !fresh ? 0.6 : 1}>
                {suggestions.map((suggestion, index) => (
                  <chakra.li
                    key={suggestion.key + (suggestion.field ?? '')}
                    id={lineId(index)}
                    role="option"
                    aria-selected={index === activeLine}
                    data-active={index === activeLine || undefined}
                    onPointerMove={() => setActive(index)}
                    onClick={() => choose(index)}
                    ref={index === activeLine ? scrollIntoView : undefined}
                    cursor="pointer"
                    borderRadius="md"
                    px={3}
                    py={2}
                    _active={{ bg: 'brand.subtle' }}
                    css={{ '&[data-active]': { background: 'var(--chakra-colors-brand-subtle)' } }}
                  >
                    <SuggestionLine suggestion={suggestion} recent={!typed} />
                  </chakra.li>
                ))}
                {seeAll ? (
                  <chakra.li
                    id={lineId(suggestions.length)}
                    role="option"
                    aria-selected={suggestions.length === activeLine}
                    data-active={suggestions.length === activeLine || undefined}
                    onPointerMove={() => setActive(suggestions.length)}
                    onClick={searchAll}
                    ref={suggestions.length === activeLine ? scrollIntoView : undefined}
                    cursor="pointer"
                    borderRadius="md"
                    px={3}
                    py={2}
                    color="brand.fg"
                    fontWeight="medium"
                    css={{ '&[data-active]': { background: 'var(--chakra-colors-brand-subtle)' } }}
                  >
                    {t('finder.seeAll', { q: typed })}
                  </chakra.li>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Box hideBelow="md" borderTopWidth="1px" px={4} py={2}>
              <HStack gap={4} fontSize="xs" color="fg.muted">
                <span>
                  <Kbd size="sm">↑</Kbd> <Kbd size="sm">↓</Kbd> {t('finder.keys.move')}
                </span>
                <span>
                  <Kbd size="sm">Enter</Kbd> {t('finder.keys.open')}
                </span>
                <span>
                  <Kbd size="sm">Esc</Kbd> {t('finder.keys.close')}
                </span>
              </HStack>
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
