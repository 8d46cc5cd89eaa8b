import { Box, chakra, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FaqType } from '../../../domain/faq/question-doc';

const TypeItems = ({ types, current, depth }: { types: readonly FaqType[]; current: string; depth: number }) => (
  <Stack as="ul" listStyleType="none" gap={0.5} m={0} p={0}>
    {types.map((type) => (
      <chakra.li key={type.code}>
        <Link to="/question/$channelId" params={{ channelId: type.code }} aria-current={type.code === current ? 'page' : undefined}>
          <chakra.span
            display="block"
            ps={3 + depth * 4}
            pe={3}
            py={2}
            borderRadius="md"
            fontSize="sm"
            fontWeight={type.code === current || depth === 0 ? 'semibold' : 'normal'}
            bg={type.code === current ? 'brand.subtle' : undefined}
            color={type.code === current ? 'brand.fg' : 'fg'}
            _hover={{ bg: type.code === current ? 'brand.subtle' : 'bg.muted' }}
            data-content="backend"
          >
            {type.name}
          </chakra.span>
        </Link>
        {type.children.length > 0 ? <TypeItems types={type.children} current={current} depth={depth + 1} /> : null}
      </chakra.li>
    ))}
  </Stack>
);

/** The work-order type tree as the FAQ centre's menu; the current type is marked for assistive technology. */
export const FaqTypeMenu = ({ types, current }: { types: readonly FaqType[]; current: string }) => {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={t('support.faq.typesLabel')} borderWidth="1px" borderRadius="lg" p={2} bg="bg">
      <TypeItems types={types} current={current} depth={0} />
    </Box>
  );
};
