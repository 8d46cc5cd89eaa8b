import { Button, chakra, HStack, Input, RadioGroup, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '../../../domain/signature/timestamp';
import type { SignFormCheck, SignFormField, SignFormValues } from '../../../domain/signature/validate-sign-form';
import { useTools } from '../../portal/portal.context';
import { AlgorithmSelect } from '../common/algorithm-select.view';
import { ToolField } from '../../widgets/tool-field.view';
import { signFieldFeedback } from './sign-field-feedback';

/** The text inputs of the form: the checked fields and the two optional ones of the signed URL. */
type TextKey = SignFormField | 'lopDn' | 'baseUrl';

interface SignFormProps {
  readonly values: SignFormValues;
  readonly check: SignFormCheck | undefined;
  readonly onChange: (patch: Partial<SignFormValues>) => void;
}

/** The signature tool's inputs: mode, algorithm, partner app, then the fields of the chosen mode. */
export const SignForm = ({ values, check, onChange }: SignFormProps) => {
  const { t } = useTranslation();
  const gatewayBaseUrl = useTools().gatewayBaseUrl();

  const field = (key: TextKey, { required = true, multiline = false, secret = false, hint = false } = {}) => {
    const feedback = key === 'lopDn' || key === 'baseUrl' ? {} : signFieldFeedback(t, check, key, (text) => onChange({ [key]: text }));
    const value = values[key] ?? '';
    const change = (text: string) => onChange({ [key]: text });
    return (
      <ToolField label={t(`tools.sign.fields.${key}`)} required={required} hint={hint ? t(`tools.sign.hints.${key}`, { url: gatewayBaseUrl }) : undefined} {...feedback}>
        {(control) =>
          multiline ? (
            <Textarea {...control} name={key} value={value} rows={5} spellCheck={false} fontFamily="mono" fontSize="sm" onChange={(event) => change(event.target.value)} />
          ) : (
            <Input
              {...control}
              name={key}
              value={value}
              type={secret ? 'password' : 'text'}
              autoComplete="off"
              spellCheck={false}
              fontFamily="mono"
              onChange={(event) => change(event.target.value)}
            />
          )
        }
      </ToolField>
    );
  };

  return (
    <Stack gap={5}>
      <RadioGroup.Root value={values.mode} onValueChange={(details) => onChange({ mode: details.value === 'url' ? 'url' : 'fields' })} name="mode" colorPalette="brand">
        <RadioGroup.Label fontWeight="semibold" fontSize="sm">
          {t('tools.sign.mode.label')}
        </RadioGroup.Label>
        <HStack gap={6} mt={2}>
          {(['fields', 'url'] as const).map((mode) => (
            <RadioGroup.Item key={mode} value={mode}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`tools.sign.mode.${mode}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <ToolField label={t('tools.sign.algorithm')}>
          {(control) => <AlgorithmSelect control={control} value={values.algorithm} onChange={(algorithm) => onChange({ algorithm })} />}
        </ToolField>
        <chakra.label display="flex" gap={2} alignItems="flex-start" fontSize="sm" pt={{ md: 7 }}>
          <chakra.input type="checkbox" name="partner" checked={values.partner} onChange={(event) => onChange({ partner: event.target.checked })} mt={1} />
          <span>
            {t('tools.sign.partner')}
            <chakra.span display="block" color="fg.muted" fontSize="xs">
              {t('tools.sign.partnerHint')}
            </chakra.span>
          </span>
        </chakra.label>
      </SimpleGrid>
      {values.mode === 'fields' ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {field('appKey')}
          {field('appSecret', { secret: true })}
          {values.partner ? null : field('accessToken')}
          {field('method', { hint: true })}
          <Stack gap={1.5}>
            {field('timestamp', { hint: true })}
            <Button alignSelf="flex-start" size="xs" variant="outline" onClick={() => onChange({ timestamp: formatGmt8(new Date()) })}>
              {t('tools.sign.now')}
            </Button>
          </Stack>
          {field('lopDn', { required: false })}
          {field('baseUrl', { required: false, hint: true })}
          <chakra.div gridColumn={{ md: 'span 2' }}>{field('paramJson', { multiline: true, hint: true })}</chakra.div>
        </SimpleGrid>
      ) : (
        <Stack gap={4}>
          {field('url', { hint: true })}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {field('appSecret', { secret: true })}
          </SimpleGrid>
          {field('requestBody', { multiline: true })}
        </Stack>
      )}
    </Stack>
  );
};
