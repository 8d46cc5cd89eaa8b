import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemApplyForm } from '../../../application/use-cases/load-apply-form.use-case';
import type { ApplicationScenario } from '../../../domain/product/my-system';
import { useProducts } from '../../portal/portal.context';
import { ChoiceField, FieldError, FieldLabel } from './apply-fields.view';
import { ApplyFormFrame, TermAndAgreementFields } from './apply-form-frame.view';
import { SubmitProblem } from './submit-problem.view';
import { useApplyForm } from './use-apply-form';

const SYSTEM_NAME_MAX = 50;
const FIELD_ORDER = ['systemName', 'scenario', 'term', 'agreement'] as const;

/** apply (external): a WMS system's name, application scenario, term and the agreement; on success the result page. */
export const SystemApplyFormView = ({ form }: { form: SystemApplyForm }) => {
  const { t } = useTranslation();
  const submitSystemApplication = useProducts().submitSystemApplication;
  const navigate = useNavigate();
  const router = useRouter();
  const ids = { name: useId(), nameHint: useId(), nameError: useId() };
  const systemNameRef = useRef<HTMLInputElement>(null);
  const scenarioRef = useRef<HTMLDivElement>(null);
  const termRef = useRef<HTMLDivElement>(null);
  const agreementRef = useRef<HTMLInputElement>(null);
  const { values, errors, failure, sending, change, onSubmit } = useApplyForm({
    initial: form.initial,
    draftId: 'apply:wms',
    offered: (field, value) =>
      field === 'term' ? form.terms.includes(value as number) : field !== 'scenario' || form.scenarios.includes(value as ApplicationScenario),
    order: FIELD_ORDER,
    refs: { systemName: systemNameRef, scenario: scenarioRef, term: termRef, agreement: agreementRef },
    send: (values) => submitSystemApplication(values, form.terms),
    onSent: ({ systemId }) => void navigate({ to: '/apply/result', search: systemId ? { systemId } : {} }),
  });

  const cancel = () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/home' });
  };

  return (
    <ApplyFormFrame
      onSubmit={onSubmit}
      sending={sending}
      cancel={
        <Button variant="outline" onClick={cancel}>
          {t('applying.form.cancel')}
        </Button>
      }
    >
      <SubmitProblem errors={errors} failure={failure} />
      <Stack gap={1.5}>
        <FieldLabel htmlFor={ids.name}>{t('applying.form.systemName.label')}</FieldLabel>
        <Input
          ref={systemNameRef}
          id={ids.name}
          name="systemName"
          value={values.systemName}
          maxLength={SYSTEM_NAME_MAX}
          autoComplete="off"
          aria-required="true"
          aria-invalid={errors.systemName ? true : undefined}
          aria-describedby={errors.systemName ? `${ids.nameError} ${ids.nameHint}` : ids.nameHint}
          onChange={(event) => change({ systemName: event.target.value }, 'systemName')}
        />
        <Text id={ids.nameHint} color="fg.muted" fontSize="sm">
          {t('applying.form.systemName.hint')}
        </Text>
        <FieldError id={ids.nameError} message={errors.systemName ? t('applying.form.systemName.required') : undefined} />
      </Stack>
      <ChoiceField<ApplicationScenario>
        name="scenario"
        label={t('applying.form.scenario.label')}
        options={form.scenarios.map((scenario) => ({
          value: scenario,
          label: t(`applying.scenarios.${scenario}`),
          hint: t(`applying.scenarioHints.${scenario}`),
        }))}
        value={values.scenario}
        onChange={(scenario) => change({ scenario }, 'scenario')}
        error={errors.scenario ? t('applying.form.scenario.required') : undefined}
        ref={scenarioRef}
      />
      <TermAndAgreementFields terms={form.terms} values={values} errors={errors} change={change} termRef={termRef} agreementRef={agreementRef} />
    </ApplyFormFrame>
  );
};
