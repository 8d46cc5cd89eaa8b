import { Box, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

export interface HomeEntryCardProps {
  readonly title: string;
  readonly body: string;
  readonly to: '/competence-center' | '/openBusiness' | '/product' | '/helpDocument' | '/devSupport';
}

/** One way into the portal: the whole card is the link. */
export const HomeEntryCard = ({ title, body, to }: HomeEntryCardProps) => (
  <Box
    asChild
    display="block"
    p={6}
    borderWidth="1px"
    borderRadius="lg"
    bg="bg"
    transition="box-shadow 0.2s, border-color 0.2s"
    _hover={{ shadow: 'md', borderColor: 'brand.solid' }}
    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
  >
    <Link to={to}>
      <Heading as="h3" size="md" mb={2}>
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {body}
      </Text>
    </Link>
  </Box>
);
