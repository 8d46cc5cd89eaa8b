import { chakra, HStack, Input, Link as ChakraLink, NativeSelect, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  algorithmsFor,
  APP_SOURCES,
  APP_TYPES,
  asksAccessToken,
  TEST_ENVIRONMENTS,
  type AppSource,
  type AppType,
  type SettingsErrors,
  type TestEnvironment,
  type TestSettings,
} from '../../../domain/api-test/test-settings';
import { AlgorithmSelect } from '../common/algorithm-select.view';
import { ToolField } from '../../widgets/tool-field.view';

interface TestSettingsProps {
  readonly settings: TestSettings;
  readonly errors: SettingsErrors;
  readonly onChange: (patch: Partial<TestSettings>) => void;
  readonly onAppType: (appType: AppType) => void;
}

const Choice = <T extends string>({ label, name, value, options, text, onChange }: { label: string; name: string; value: T; options: readonly T[]; text: (option: T) => string; onChange: (value: T) => void }) => (
  <RadioGroup.Root value={value} onValueChange={(details) => onChange(options.find((option) => option === details.value) ?? value)} name={name} colorPalette="brand" size="sm">
    <RadioGroup.Label fontWeight="semibold" fontSize="sm">
      {label}
    </RadioGroup.Label>
    <HStack gap={5} mt={2} flexWrap="wrap">
      {options.map((option) => (
        <RadioGroup.Item key={option} value={option}>
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{text(option)}</RadioGroup.ItemText>
        </RadioGroup.Item>
      ))}
    </HStack>
  </RadioGroup.Root>
);

/**
 * The spec's 'get access token': /oauth with the typed app key, in a new tab, so that nothing typed here is lost (the
 * authorization leaves the portal and comes back to /oauth). Only the app key goes into the address, never a secret.
 */
const GetAccessToken = ({ appKey }: { appKey: string }) => {
  const { t } = useTranslation();
  const key = appKey.trim();
  return (
    <Text fontSize="sm" color="fg.muted">
      <ChakraLink asChild color="brand.fg" fontWeight="semibold">
        <Link to="/oauth" search={key ? { appKey: key } : {}} target="_blank" rel="noopener" aria-label={t('tools.apiTest.settings.getAccessTokenLabel')}>
          {t('tools.apiTest.settings.getAccessToken')}
        </Link>
      </ChakraLink>{' '}
      {t('tools.apiTest.settings.getAccessTokenHint')}
    </Text>
  );
};

/** Where to call and as which app: environment, app source and type, credentials and algorithm. Nothing is stored. */
export const TestSettingsForm = ({ settings, errors, onChange, onAppType }: TestSettingsProps) => {
  const { t } = useTranslation();
  const errorOf = (field: keyof SettingsErrors) => (errors[field] ? t(`tools.apiTest.errors.${errors[field]}`) : undefined);
  const credential = (field: 'appKey' | 'appSecret' | 'accessToken', type: 'text' | 'password' = 'text') => (
    <ToolField label={t(`tools.apiTest.settings.${field}`)} required error={errorOf(field)}>
      {(control) => (
        <Input
          {...control}
          name={field}
          type={type}
          value={settings[field]}
          autoComplete={type === 'password' ? 'new-password' : 'off'}
          spellCheck={false}
          fontFamily="mono"
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      )}
    </ToolField>
  );
  return (
    <Stack as="fieldset" gap={4}>
      <chakra.legend fontWeight="semibold" fontSize="lg" mb={3}>
        {t('tools.apiTest.settings.title')}
      </chakra.legend>
      <Choice<TestEnvironment>
        label={t('tools.apiTest.settings.environment')}
        name="environment"
        value={settings.environment}
        options={TEST_ENVIRONMENTS}
        text={(option) => t(`tools.apiTest.settings.environments.${option}`)}
        onChange={(environment) => onChange({ environment })}
      />
      <Choice<AppType> label={t('tools.apiTest.settings.appType')} name="appType" value={settings.appType} options={APP_TYPES} text={(option) => t(`tools.apiTest.settings.appTypes.${option}`)} onChange={onAppType} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <ToolField label={t('tools.apiTest.settings.appSource')}>
          {(control) => (
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...control} name="appSource" value={settings.appSource} onChange={(event) => onChange({ appSource: event.target.value as AppSource })}>
                {APP_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {t(`tools.apiTest.settings.appSources.${source}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </ToolField>
        <ToolField label={t('tools.apiTest.settings.algorithm')} required error={errorOf('algorithm')}>
          {(control) => (
            <AlgorithmSelect control={control} size="sm" value={settings.algorithm} offered={algorithmsFor(settings.appType)} onChange={(algorithm) => onChange({ algorithm })} />
          )}
        </ToolField>
        {credential('appKey')}
        {credential('appSecret', 'password')}
        {asksAccessToken(settings) ? credential('accessToken') : null}
      </SimpleGrid>
      {asksAccessToken(settings) ? <GetAccessToken appKey={settings.appKey} /> : (
        <Text fontSize="sm" color="fg.muted">
          {t('tools.apiTest.settings.partnerHint')}
        </Text>
      )}
    </Stack>
  );
};
