import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../domain/biz-unit/biz-unit';
import { InlineError } from '../../widgets/call-state.view';
import { LoadingShape } from '../../widgets/loading-shape.view';
import { useDocumentTitle } from '../../portal/use-document-title';
import { productDetailQuery } from '../products/products.queries';
import { ApplyLayout } from './apply-layout.view';
import { applyFormQuery, systemApplyFormQuery, type FormOrRefusal } from './apply.queries';
import { ProductApplyForm } from './product-apply-form.view';
import { SystemApplyFormView } from './system-apply-form.view';
import { useProducts } from '../../portal/portal.context';

/** Spec §6: a member who is not the team's administrator gets this notice, and no form. */
const NotAdministratorNotice = ({ back }: { back: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" variant="subtle" flexDirection="column" alignItems="flex-start" gap={3}>
      <HStack alignItems="flex-start" gap={3}>
        <Alert.Indicator />
        <Alert.Description>{t('chrome.account.notAdministrator')}</Alert.Description>
      </HStack>
      {back}
    </Alert.Root>
  );
};

/** The form's call as the page shows it: loading, failed (retry), refused, or the form itself. */
const FormState = <T,>({ query, back, children }: { query: UseQueryResult<FormOrRefusal<T>>; back: ReactNode; children: (form: T) => ReactNode }) => {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingShape kind="form" />;
  if (query.isError) return <InlineError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.kind === 'form') return children(query.data.form);
  if (query.data.reason === 'NotAdministrator') return <NotAdministratorNotice back={back} />;
  return <Text role="status">{t('applying.form.opening')}</Text>;
};

/** apply/{productCode} (both portals): apply to use a product, for the team's administrator. */
export const ProductApplyPage = () => {
  const { t, i18n } = useTranslation();
  const productCode = useParams({ strict: false, select: (params: { productCode?: string }) => params.productCode ?? '' });
  const products = useProducts();
  const query = useQuery(applyFormQuery(products, productCode));
  // Without the form (not the administrator) the product's own page names it: from the cache when the reader came
  // from there, else asked for only then.
  const refused = query.data?.kind === 'refused' && query.data.reason === 'NotAdministrator';
  const detail = useQuery({ ...productDetailQuery(products, productCode), enabled: refused, retry: false });
  const english = i18n.language === 'en-us';
  const named = query.data?.kind === 'form' ? query.data.form.product : refused ? detail.data : undefined;
  const product = named ? localizedName(named, english) : undefined;
  const title = product ? t('applying.form.internalTitle', { product }) : t('routes.apply');
  useDocumentTitle(title);
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to="/productDetail/$productCode" params={{ productCode }}>
        {t('applying.form.backToProduct')}
      </Link>
    </Button>
  );
  return (
    <ApplyLayout title={title} intro={t('applying.form.internalIntro')}>
      <FormState query={query} back={back}>
        {/* Keyed: another product's form starts from its own draft, never from this one's values. */}
        {(form) => <ProductApplyForm key={productCode} form={form} productCode={productCode} />}
      </FormState>
    </ApplyLayout>
  );
};

/** apply (external): apply for a WMS system, for the team's administrator. */
export const ExternalApplyPage = () => {
  const { t } = useTranslation();
  const query = useQuery(systemApplyFormQuery(useProducts()));
  useDocumentTitle(t('applying.form.externalTitle'));
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to="/home">{t('applying.result.toHome')}</Link>
    </Button>
  );
  return (
    <ApplyLayout title={t('applying.form.externalTitle')} intro={t('applying.form.externalIntro')}>
      <FormState query={query} back={back}>
        {(form) => <SystemApplyFormView form={form} />}
      </FormState>
    </ApplyLayout>
  );
};
