import { Box, Button, Circle, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../portal/use-login';
import { useOpenConsole } from '../../portal/use-open-console';
import { useObservable, useSession } from '../../portal/portal.context';
import { useConsolePageLink } from '../../widgets/use-console-page-link';
import { useHereRoute } from '../../portal/use-here-route';
import { useGatewayTools } from '../../portal/use-gateway-tools';

const STEPS = ['account', 'team', 'app', 'docs', 'sign', 'test', 'live'] as const;
type Step = (typeof STEPS)[number];

const linkProps = { color: 'brand.fg', fontSize: 'sm', fontWeight: 'medium' } as const;

/** Where each step leads; the tools need a unit (and a deployment that has them), so without one those steps only explain. */
const useStepAction = (unitId: number | undefined): ((step: Step) => ReactNode) => {
  const { t } = useTranslation();
  // The team page comes back here after the choice.
  const here = useHereRoute();
  const session = useObservable(useSession());
  const consolePageLink = useConsolePageLink();
  const login = useLogin();
  const consoleEntry = useOpenConsole();
  const gatewayTools = useGatewayTools();
  const tool = (toolName: 'sign' | 'api-test', label: string) =>
    unitId && gatewayTools ? (
      <ChakraLink asChild {...linkProps}>
        <Link to="/open-business-document/common-development-tools/$unitId/$toolName" params={{ unitId: String(unitId), toolName }}>
          {label}
        </Link>
      </ChakraLink>
    ) : null;
  return (step) => {
    switch (step) {
      case 'account':
        if (!session.checked) return null;
        return session.loggedIn ? (
          <HStack gap={1} fontSize="sm" color="fg.success">
            <Check size={14} aria-hidden="true" />
            <span>{t('capabilities.quick.steps.account.done')}</span>
          </HStack>
        ) : (
          <Button size="xs" colorPalette="brand" variant="outline" onClick={() => void login()}>
            {t('capabilities.quick.steps.account.action')}
          </Button>
        );
      case 'team':
        return (
          <ChakraLink asChild {...linkProps}>
            <Link to="/chooseSupplier" search={{ from: here }}>{t('capabilities.quick.steps.team.action')}</Link>
          </ChakraLink>
        );
      case 'app':
        return (
          <Button size="xs" colorPalette="brand" variant="outline" loading={consoleEntry.busy} onClick={() => void consoleEntry.open()}>
            {t('capabilities.quick.steps.app.action')}
          </Button>
        );
      case 'docs':
        return (
          <ChakraLink asChild {...linkProps}>
            <Link to="/competence-center">{t('capabilities.quick.steps.docs.action')}</Link>
          </ChakraLink>
        );
      case 'sign':
        return tool('sign', t('capabilities.quick.steps.sign.action'));
      case 'test':
        return tool('api-test', t('capabilities.quick.steps.test.action'));
      case 'live':
        return (
          <ChakraLink {...consolePageLink('openBiz')} {...linkProps}>
            {t('capabilities.quick.steps.live.action')}
          </ChakraLink>
        );
    }
  };
};

/** The access process, from account to production, as numbered steps each with its way in. */
export const AccessSteps = ({ unitId }: { unitId: number | undefined }) => {
  const { t } = useTranslation();
  const actionOf = useStepAction(unitId);
  return (
    <Box as="section" aria-labelledby="quick-steps-title">
      <Heading as="h2" id="quick-steps-title" size="xl" mb={2}>
        {t('capabilities.quick.steps.title')}
      </Heading>
      <Text color="fg.muted" mb={5}>
        {t('capabilities.quick.steps.intro')}
      </Text>
      <SimpleGrid as="ol" columns={{ base: 1, md: 2, xl: 4 }} gap={4} listStyleType="none" data-testid="quick-steps">
        {STEPS.map((step, index) => (
          <Stack as="li" key={step} gap={2} p={4} borderWidth="1px" borderRadius="lg" bg="bg">
            <HStack gap={3}>
              <Circle size="7" bg="brand.solid" color="brand.contrast" fontSize="sm" fontWeight="bold" aria-hidden="true">
                {index + 1}
              </Circle>
              <Heading as="h3" size="sm">
                <Text as="span" srOnly>
                  {t('capabilities.quick.steps.number', { number: index + 1 })}
                </Text>
                {t(`capabilities.quick.steps.${step}.title`)}
              </Heading>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t(`capabilities.quick.steps.${step}.body`)}
            </Text>
            <Box mt="auto">{actionOf(step)}</Box>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
};
