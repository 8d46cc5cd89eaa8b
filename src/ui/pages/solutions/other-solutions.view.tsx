import { Box, Heading, Link as ChakraLink, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SOLUTION_CODES, type SolutionCode } from '../../portal/solution-codes';
import { PAGE_COLUMN } from '../common/page-column';

/** A small navigation to the other solution pages, named as in the header's solutions menu. */
export const OtherSolutions = ({ current }: { current: SolutionCode }) => {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-labelledby="other-solutions" {...PAGE_COLUMN} py={{ base: 8, md: 10 }}>
      <Heading as="h2" id="other-solutions" size="md" mb={4}>
        {t('solutions.sections.otherIndustries')}
      </Heading>
      <Wrap as="ul" gap={3}>
        {SOLUTION_CODES.filter((code) => code !== current).map((code) => (
          <li key={code}>
            <ChakraLink
              asChild
              display="inline-block"
              px={4}
              py={2}
              borderWidth="1px"
              borderRadius="full"
              fontSize="sm"
              color="fg"
              _hover={{ borderColor: 'brand.solid', color: 'brand.fg', textDecoration: 'none' }}
            >
              <Link to="/solution/$solutionCode" params={{ solutionCode: code }}>
                {t(`chrome.solutions.industry.${code}`)}
              </Link>
            </ChakraLink>
          </li>
        ))}
      </Wrap>
    </Box>
  );
};
