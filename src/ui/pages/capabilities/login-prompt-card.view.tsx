import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../portal/use-login';

/** For visitors: what signing in gives, and the header's login. */
export const LoginPromptCard = () => {
  const { t } = useTranslation();
  const login = useLogin();
  return (
    <Stack
      as="aside"
      aria-labelledby="quick-login-title"
      gap={3}
      p={6}
      w={{ base: 'full', md: '340px' }}
      flexShrink={0}
      borderWidth="1px"
      borderColor="brand.muted"
      borderRadius="lg"
      bg="bg"
      shadow="sm"
      data-testid="quick-login-prompt"
    >
      <Heading as="h2" id="quick-login-title" size="md">
        {t('capabilities.quick.login.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('capabilities.quick.login.body')}
      </Text>
      <Button colorPalette="brand" alignSelf="start" onClick={() => void login()}>
        <LogIn size={16} aria-hidden="true" />
        {t('capabilities.quick.login.action')}
      </Button>
    </Stack>
  );
};
