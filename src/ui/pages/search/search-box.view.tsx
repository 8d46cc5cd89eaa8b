import { Button, chakra, HStack, Input } from '@chakra-ui/react';
import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '../../../domain/search/search';

/** Refine the query in place; an empty query does nothing. */
export const SearchBox = ({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) => {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const id = useId();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (q) onSearch(q);
  };
  return (
    <chakra.form role="search" aria-label={t('search.form.label')} onSubmit={submit} mb={4} maxW="xl">
      <HStack gap={2}>
        <chakra.label htmlFor={id} srOnly>
          {t('search.form.label')}
        </chakra.label>
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('search.form.placeholder')}
          onChange={(event) => setText(event.target.value)}
          enterKeyHint="search"
        />
        <Button type="submit" colorPalette="brand">
          {t('search.form.submit')}
        </Button>
      </HStack>
    </chakra.form>
  );
};
