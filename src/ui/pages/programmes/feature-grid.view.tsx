import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Feature {
  readonly key: string;
  readonly icon: LucideIcon;
  readonly title: string;
  readonly body: string;
  /** A link or button under the text. */
  readonly action?: ReactNode;
}

/** Cards of what a programme offers (a list: one card per item, each with its own h3). */
export const FeatureGrid = ({ features, columns = 4 }: { features: readonly Feature[]; columns?: 2 | 3 | 4 }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: columns }} gap={5}>
    {features.map(({ key, icon: Icon, title, body, action }) => (
      <Box as="li" key={key} display="flex" flexDirection="column" gap={3} p={6} borderWidth="1px" borderRadius="lg" bg="bg">
        <Box
          aria-hidden="true"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="10"
          borderRadius="md"
          bg="brand.subtle"
          color="brand.fg"
        >
          <Icon size={20} />
        </Box>
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm" flex="1">
          {body}
        </Text>
        {action ? <Box>{action}</Box> : null}
      </Box>
    ))}
  </SimpleGrid>
);
