import { Alert, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import * as E from 'fp-ts/Either';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../application/errors/app-error';
import type { ApplyForm } from '../../../application/use-cases/load-apply-form.use-case';
import { localizedName } from '../../../domain/biz-unit/biz-unit';
import type { ApplyFormErrors, ApplyFormValues } from '../../../domain/product/product-apply';
import { useUseCase } from '../../use-cases/use-cases.context';
import { AgreementField, FormActions, TermField } from './apply-fields.view';
import { focusFirstInvalid, SubmitProblem } from './submit-problem.view';

/** apply/{productCode}: the term and the agreement; on success the result page of the product. */
export const ProductApplyForm = ({ form, productCode }: { form: ApplyForm; productCode: string }) => {
  const { t, i18n } = useTranslation();
  const submitApplication = useUseCase('submitApplication');
  const navigate = useNavigate();
  const [values, setValues] = useState<ApplyFormValues>(form.initial);
  const [errors, setErrors] = useState<ApplyFormErrors>({});
  const [failure, setFailure] = useState<AppError>();
  const [sending, setSending] = useState(false);
  const termRef = useRef<HTMLDivElement>(null);
  const agreementRef = useRef<HTMLInputElement>(null);

  const change = (change: Partial<ApplyFormValues>, field: keyof ApplyFormErrors) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(undefined);
    setSending(true);
    const result = await submitApplication({ productId: form.product.productId, values, terms: form.terms })();
    setSending(false);
    if (E.isRight(result)) {
      void navigate({ to: '/apply/result/$productCode', params: { productCode } });
      return;
    }
    if (result.left.kind === 'Invalid') {
      setErrors(result.left.errors);
      focusFirstInvalid(['term', 'agreement'] as const, result.left.errors, { term: termRef, agreement: agreementRef });
    } else setFailure(result.left);
  };

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 8 }} bg="bg.panel">
      <Stack gap={6}>
        {form.alreadyApplied ? (
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>{t('applying.form.alreadyApplied')}</Alert.Description>
          </Alert.Root>
        ) : null}
        <SubmitProblem errors={errors} failure={failure} />
        <Text>
          <Text as="span" color="fg.muted">
            {`${t('applying.form.productLabel')}: `}
          </Text>
          <Text as="span" fontWeight="semibold">
            {localizedName(form.product, i18n.language === 'en-us')}
          </Text>
        </Text>
        <TermField
          terms={form.terms}
          value={values.term}
          onChange={(term) => change({ term }, 'term')}
          error={errors.term ? t(`applying.form.term.${errors.term}`) : undefined}
          ref={termRef}
        />
        <AgreementField
          checked={values.agreed}
          onChange={(agreed) => change({ agreed }, 'agreement')}
          error={errors.agreement ? t('applying.form.agreement.required') : undefined}
          ref={agreementRef}
        />
        <FormActions
          sending={sending}
          cancel={
            <Button asChild variant="outline">
              <Link to="/productDetail/$productCode" params={{ productCode }}>
                {t('applying.form.cancel')}
              </Link>
            </Button>
          }
        />
      </Stack>
    </chakra.form>
  );
};
