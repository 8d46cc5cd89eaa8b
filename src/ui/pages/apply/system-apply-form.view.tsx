import { Button, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import * as E from 'fp-ts/Either';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../application/errors/app-error';
import type { SystemApplyForm } from '../../../application/use-cases/load-apply-form.use-case';
import type { ApplicationScenario } from '../../../domain/product/my-system';
import type { SystemApplyFormErrors, SystemApplyFormValues } from '../../../domain/product/product-apply';
import { useUseCase } from '../../use-cases/use-cases.context';
import { AgreementField, ChoiceField, FieldError, FieldLabel, FormActions, TermField } from './apply-fields.view';
import { focusFirstInvalid, SubmitProblem } from './submit-problem.view';

const SYSTEM_NAME_MAX = 50;
const FIELD_ORDER = ['systemName', 'scenario', 'term', 'agreement'] as const;

/** apply (external): a WMS system's name, application scenario, term and the agreement; on success the result page. */
export const SystemApplyFormView = ({ form }: { form: SystemApplyForm }) => {
  const { t } = useTranslation();
  const submitSystemApplication = useUseCase('submitSystemApplication');
  const navigate = useNavigate();
  const router = useRouter();
  const [values, setValues] = useState<SystemApplyFormValues>(form.initial);
  const [errors, setErrors] = useState<SystemApplyFormErrors>({});
  const [failure, setFailure] = useState<AppError>();
  const [sending, setSending] = useState(false);
  const ids = { name: useId(), nameHint: useId(), nameError: useId() };
  const systemNameRef = useRef<HTMLInputElement>(null);
  const scenarioRef = useRef<HTMLDivElement>(null);
  const termRef = useRef<HTMLDivElement>(null);
  const agreementRef = useRef<HTMLInputElement>(null);

  const change = (change: Partial<SystemApplyFormValues>, field: keyof SystemApplyFormErrors) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(undefined);
    setSending(true);
    const result = await submitSystemApplication(values, form.terms)();
    setSending(false);
    if (E.isRight(result)) {
      const { systemId } = result.right;
      void navigate({ to: '/apply/result', search: systemId ? { systemId } : {} });
      return;
    }
    if (result.left.kind === 'Invalid') {
      setErrors(result.left.errors);
      focusFirstInvalid(FIELD_ORDER, result.left.errors, { systemName: systemNameRef, scenario: scenarioRef, term: termRef, agreement: agreementRef });
    } else setFailure(result.left);
  };

  const cancel = () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/home' });
  };

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 8 }} bg="bg.panel">
      <Stack gap={6}>
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
            <Button variant="outline" onClick={cancel}>
              {t('applying.form.cancel')}
            </Button>
          }
        />
      </Stack>
    </chakra.form>
  );
};
