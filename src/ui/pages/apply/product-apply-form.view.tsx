import { Alert, Button, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplyForm } from '../../../application/use-cases/load-apply-form.use-case';
import { localizedName } from '../../../domain/biz-unit/biz-unit';
import { useProducts } from '../../portal/portal.context';
import { ApplyFormFrame, TermAndAgreementFields } from './apply-form-frame.view';
import { SubmitProblem } from './submit-problem.view';
import { useApplyForm } from './use-apply-form';

/** apply/{productCode}: the term and the agreement; on success the result page of the product. */
export const ProductApplyForm = ({ form, productCode }: { form: ApplyForm; productCode: string }) => {
  const { t, i18n } = useTranslation();
  const submitApplication = useProducts().submitApplication;
  const navigate = useNavigate();
  const termRef = useRef<HTMLDivElement>(null);
  const agreementRef = useRef<HTMLInputElement>(null);
  const { values, errors, failure, sending, change, onSubmit } = useApplyForm({
    initial: form.initial,
    draftId: `apply:${productCode}`,
    offered: (field, value) => field !== 'term' || form.terms.includes(value as number),
    order: ['term', 'agreement'] as const,
    refs: { term: termRef, agreement: agreementRef },
    send: (values) => submitApplication({ productId: form.product.productId, values, terms: form.terms }),
    onSent: () => void navigate({ to: '/apply/result/$productCode', params: { productCode } }),
  });

  return (
    <ApplyFormFrame
      onSubmit={onSubmit}
      sending={sending}
      cancel={
        <Button asChild variant="outline">
          <Link to="/productDetail/$productCode" params={{ productCode }}>
            {t('applying.form.cancel')}
          </Link>
        </Button>
      }
    >
      {form.alreadyApplied ? (
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{t('applying.form.alreadyApplied')}</Alert.Description>
        </Alert.Root>
      ) : null}
      <SubmitProblem errors={errors} failure={failure} />
      <Text>
        {/* The label carries its language's separator: "产品：", "Product: ". */}
        <Text as="span" color="fg.muted">
          {t('applying.form.productLabel')}
        </Text>
        <Text as="span" fontWeight="semibold">
          {localizedName(form.product, i18n.language === 'en-us')}
        </Text>
      </Text>
      <TermAndAgreementFields terms={form.terms} values={values} errors={errors} change={change} termRef={termRef} agreementRef={agreementRef} />
    </ApplyFormFrame>
  );
};
