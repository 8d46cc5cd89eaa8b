import { Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SolutionCode } from '../../portal/solution-codes';
import { LinkCard } from '../common/link-card.view';
import { CardGrid } from './solution-cards.view';
import type { SolutionProductCode } from './solution-content';

/** The products a solution uses, each a card linking to its product page with its role here. */
export const SolutionProducts = ({ code, products }: { code: SolutionCode; products: readonly SolutionProductCode[] }) => {
  const { t } = useTranslation();
  return (
    <CardGrid columns={products.length > 3 ? 4 : 3}>
      {products.map((product) => (
        <li key={product}>
          <LinkCard p={6}>
            <Link to="/productDetail/$productCode" params={{ productCode: product }}>
              <Heading as="h3" size="md" mb={2} display="flex" alignItems="center" gap={2}>
                {t(`solutions.productNames.${product}`)}
                <ArrowRight size={16} aria-hidden="true" />
              </Heading>
              <Text color="fg.muted" fontSize="sm" lineHeight="1.7">
                {t(`solutions.pages.${code}.products.${product}`)}
              </Text>
            </Link>
          </LinkCard>
        </li>
      ))}
    </CardGrid>
  );
};
