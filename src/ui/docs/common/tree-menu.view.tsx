import { Box, chakra, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TreeMenuItem {
  readonly id: number;
  readonly label: string;
  readonly children: readonly TreeMenuItem[];
}

/** A sticky left menu of nested links; `link` renders one item's link, `currentId` is marked as the page. */
export const TreeMenu = ({
  items,
  label,
  currentId,
  link,
}: {
  items: readonly TreeMenuItem[];
  label: string;
  currentId?: number;
  link: (item: TreeMenuItem, content: ReactNode, current: boolean) => ReactNode;
}) => {
  const render = (list: readonly TreeMenuItem[], depth: number): ReactNode => (
    <Stack as="ul" listStyleType="none" gap={0.5}>
      {list.map((item) => {
        const current = item.id === currentId;
        return (
          <chakra.li key={item.id}>
            {link(
              item,
              <chakra.span
                display="block"
                ps={`${String(8 + depth * 14)}px`}
                pe={2}
                py={1.5}
                borderRadius="md"
                fontSize="sm"
                bg={current ? 'brand.subtle' : undefined}
                color={current ? 'brand.fg' : 'fg'}
                fontWeight={current ? 'semibold' : 'normal'}
                _hover={{ bg: current ? 'brand.subtle' : 'bg.muted' }}
                data-content="backend"
              >
                {item.label}
              </chakra.span>,
              current,
            )}
            {item.children.length > 0 ? render(item.children, depth + 1) : null}
          </chakra.li>
        );
      })}
    </Stack>
  );
  return (
    <Box as="nav" aria-label={label} position="sticky" top="140px" maxH="calc(100vh - 160px)" overflowY="auto" pe={2}>
      {render(items, 0)}
    </Box>
  );
};
