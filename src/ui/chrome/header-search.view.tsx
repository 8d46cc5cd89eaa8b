import { Button, chakra, Input, InputGroup } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '../../domain/search/search';
import { useOpenFinder } from '../portal/open-finder';
import { useDocSearch } from '../portal/portal.context';

/** The finder's key on this system: ⌘K on Apple devices, Ctrl K elsewhere. */
const finderKeyLabel = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K');

/**
 * Search box: Enter goes to /searchResult?q=… and clears the box; an empty query does nothing. With `finder`, the
 * box's end shows the finder's key as a button that opens it (the finder's visible entry point).
 */
export const HeaderSearch = ({ onSearched, width, finder = false }: { onSearched?: () => void; width?: string | Record<string, string>; finder?: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const openFinder = useOpenFinder();
  // A reader who points at the box or enters it is about to search: its code and indexes load meanwhile.
  const { prepareSearch } = useDocSearch();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    setText('');
    onSearched?.();
    void navigate({ to: '/searchResult', search: { q } });
  };
  return (
    <chakra.form role="search" aria-label={t('chrome.search.region')} onSubmit={submit} onPointerEnter={prepareSearch} onFocus={prepareSearch} width={width ?? (finder ? '64' : '56')}>
      <InputGroup
        startElement={<Search size={16} aria-hidden="true" />}
        endElement={
          finder ? (
            <Button size="2xs" variant="outline" fontFamily="mono" px={1.5} onClick={openFinder} aria-label={t('chrome.search.finder', { key: finderKeyLabel() })}>
              {finderKeyLabel()}
            </Button>
          ) : undefined
        }
      >
        <Input
          pe={finder ? '16' : undefined}
          type="search"
          size="sm"
          borderRadius="full"
          bg="bg"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('chrome.search.placeholder')}
          textOverflow="ellipsis"
          aria-label={t('chrome.search.label')}
          enterKeyHint="search"
        />
      </InputGroup>
    </chakra.form>
  );
};
