import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface ActionBarProps {
  /** Required fields Send would still refuse as blank (fieldsLeft). */
  readonly left: number;
  readonly pending: boolean;
}

/**
 * The test form's Send with what is still missing, stuck to the bottom of the screen while the form goes on below it:
 * a form of a big API is thousands of pixels tall (UX review m15). Inside the form, so Enter and Send still submit it.
 */
export const ActionBar = ({ left, pending }: ActionBarProps) => {
  const { t } = useTranslation();
  return (
    <HStack
      position="sticky"
      bottom={0}
      // Under the floating tools (docked), and on phones clear of their round button at the bottom right.
      zIndex={2}
      mx={{ base: -4, md: -6 }}
      mb={{ base: -4, md: -6 }}
      ps={{ base: 4, md: 6 }}
      pe={{ base: 16, md: 6 }}
      py={3}
      gap={3}
      justify="space-between"
      flexWrap="wrap"
      bg="bg.panel"
      borderTopWidth="1px"
      borderBottomRadius="lg"
      boxShadow="0 -6px 12px -10px rgba(0, 0, 0, 0.35)"
    >
      <Text aria-live="polite" fontSize="sm" color={left > 0 ? 'fg' : 'fg.success'}>
        {left > 0 ? t('tools.apiTest.fieldsLeft', { count: left }) : t('tools.apiTest.allFilled')}
      </Text>
      <Button type="submit" colorPalette="brand" loading={pending} loadingText={t('tools.apiTest.sending')}>
        {t('tools.apiTest.send')}
      </Button>
    </HStack>
  );
};
