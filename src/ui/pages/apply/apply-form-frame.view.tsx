import { chakra, Stack } from '@chakra-ui/react';
import type { ReactNode, RefObject, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgreementError, TermError } from '../../../domain/product/product-apply';
import { AgreementField, FormActions, TermField } from './apply-fields.view';

/** The panel of an apply form: its fields, then submit and cancel. */
export const ApplyFormFrame = (props: {
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  sending: boolean;
  cancel: ReactNode;
  children: ReactNode;
}) => (
  <chakra.form onSubmit={props.onSubmit} noValidate borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 8 }} bg="bg.panel">
    <Stack gap={6}>
      {props.children}
      <FormActions sending={props.sending} cancel={props.cancel} />
    </Stack>
  </chakra.form>
);

/** The last two fields of every apply form: the term in years and the licence agreement. */
export const TermAndAgreementFields = ({ terms, values, errors, change, termRef, agreementRef }: {
  terms: readonly number[];
  values: { readonly term: number | undefined; readonly agreed: boolean };
  errors: { readonly term?: TermError; readonly agreement?: AgreementError };
  change: (change: { term: number } | { agreed: boolean }, field: 'term' | 'agreement') => void;
  termRef: RefObject<HTMLDivElement | null>;
  agreementRef: RefObject<HTMLInputElement | null>;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <TermField
        terms={terms}
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
    </>
  );
};
