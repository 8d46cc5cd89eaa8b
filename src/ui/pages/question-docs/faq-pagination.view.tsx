import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../search/search-pagination.view';

/** Pages of 10: previous, numbers, next; the current page is marked for assistive technology. */
export const FaqPagination = ({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) => {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('support.faq.pagination.label')} gap={1} mt={6} flexWrap="wrap" justifyContent="center">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('support.faq.pagination.previous')}
      </Button>
      {pageWindow(page, pageCount).map((number) => (
        <Button
          key={number}
          size="sm"
          variant={number === page ? 'solid' : 'ghost'}
          colorPalette="brand"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('support.faq.pagination.page', { page: number })}
          onClick={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('support.faq.pagination.next')}
      </Button>
      <Text srOnly>{t('support.faq.pagination.status', { page, pageCount })}</Text>
    </HStack>
  );
};
