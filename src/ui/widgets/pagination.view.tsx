import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Up to seven page numbers around the current one, always with the first and the last. */
export const pageWindow = (page: number, pageCount: number): number[] => {
  const start = Math.max(1, Math.min(page - 3, pageCount - 6));
  const pages = Array.from({ length: Math.min(7, pageCount) }, (_, index) => start + index);
  if (pages[0] !== 1) pages[0] = 1;
  if (pages[pages.length - 1] !== pageCount) pages[pages.length - 1] = pageCount;
  return pages;
};

/**
 * Previous, page numbers, next; the current page is marked for assistive technology. `keyPrefix` names the strings
 * of the list it pages (label, previous, next, page, status).
 */
export const Pagination = ({
  page,
  pageCount,
  onPage,
  keyPrefix,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  keyPrefix: 'search.pagination' | 'support.faq.pagination' | 'applying.mySystem.pagination';
}) => {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={t(`${keyPrefix}.label`)} gap={1} mt={6} flexWrap="wrap" justifyContent="center">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(`${keyPrefix}.previous`)}
      </Button>
      {pageWindow(page, pageCount).map((number) => (
        <Button
          key={number}
          size="sm"
          variant={number === page ? 'solid' : 'ghost'}
          colorPalette="brand"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t(`${keyPrefix}.page`, { page: number })}
          onClick={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t(`${keyPrefix}.next`)}
      </Button>
      <Text srOnly>{t(`${keyPrefix}.status`, { page, pageCount })}</Text>
    </HStack>
  );
};
