import { Box, chakra, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DEV_TOOLS, type DevTool } from './tool-names';

/** The tools tab's left menu: the three developer tools of the business unit. */
export const ToolsNav = ({ unitId, current }: { unitId: string; current: DevTool }) => {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={t('tools.nav.label')} position="sticky" top="140px">
      <Stack as="ul" listStyleType="none" gap={0.5}>
        {DEV_TOOLS.map((tool) => {
          const active = tool === current;
          return (
            <chakra.li key={tool}>
              <Link
                to="/open-business-document/common-development-tools/$unitId/$toolName"
                params={{ unitId, toolName: tool }}
                aria-current={active ? 'page' : undefined}
              >
                <chakra.span
                  display="block"
                  px={3}
                  py={2}
                  borderRadius="md"
                  fontSize="sm"
                  bg={active ? 'brand.subtle' : undefined}
                  color={active ? 'brand.fg' : 'fg'}
                  fontWeight={active ? 'semibold' : 'normal'}
                  _hover={{ bg: active ? 'brand.subtle' : 'bg.muted' }}
                >
                  {t(`tools.nav.${tool}`)}
                </chakra.span>
              </Link>
            </chakra.li>
          );
        })}
      </Stack>
    </Box>
  );
};
