import { Button, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { SignFieldError, SignFormCheck, SignFormField } from '../../../domain/signature/validate-sign-form';

/** The field's name as the messages say it (the protocol's own key: access_token, app_key …). */
const NAMES: Readonly<Record<SignFormField, string>> = {
  accessToken: 'access_token',
  appKey: 'app_key',
  appSecret: 'app_secret',
  method: 'method',
  timestamp: 'timestamp',
  paramJson: 'param_json',
  url: 'URL',
  requestBody: 'requestBody',
};

/** An error code of the form rules as a sentence naming the field. */
export const signErrorText = (t: TFunction, field: SignFormField, error: SignFieldError): string => {
  if (error.startsWith('missingInUrl:')) return t('tools.sign.errors.missingInUrl', { param: error.slice('missingInUrl:'.length) });
  return t(`tools.sign.errors.${error}`, { field: NAMES[field] });
};

/** The error, warning and compacting offer of one field after a check. */
export const signFieldFeedback = (t: TFunction, check: SignFormCheck | undefined, field: SignFormField, useCompacted: (text: string) => void) => {
  const error = check?.errors[field];
  const warning = check?.warnings[field];
  const compacted = field === 'paramJson' || field === 'requestBody' ? check?.compacted[field] : undefined;
  const notice =
    warning || compacted !== undefined ? (
      <>
        {warning ? <Text>{t(`tools.sign.warnings.${warning}`)}</Text> : null}
        {compacted !== undefined ? (
          <>
            <Button alignSelf="flex-start" size="xs" variant="outline" colorPalette="brand" onClick={() => useCompacted(compacted)}>
              {t('tools.sign.compact')}
            </Button>
            <Text color="fg.muted">{t('tools.sign.compactHint')}</Text>
          </>
        ) : null}
      </>
    ) : undefined;
  return { error: error ? signErrorText(t, field, error) : undefined, notice };
};
