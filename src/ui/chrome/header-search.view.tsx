import { chakra, Input, InputGroup } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: inputs take at most 200 characters (the search route keeps 200 too). */
export const SEARCH_MAX_LENGTH = 200;

/** Search box: Enter goes to /searchResult?q=… and clears the box; an empty query does nothing. */
export const HeaderSearch = ({ onSearched, width }: { onSearched?: () => void; width?: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    setText('');
    onSearched?.();
    void navigate({ to: '/searchResult', search: { q } });
  };
  return (
    <chakra.form role="search" aria-label={t('chrome.search.region')} onSubmit={submit} width={width ?? '56'}>
      <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
        <Input
          type="search"
          size="sm"
          borderRadius="full"
          bg="bg"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('chrome.search.placeholder')}
          aria-label={t('chrome.search.label')}
          enterKeyHint="search"
        />
      </InputGroup>
    </chakra.form>
  );
};
