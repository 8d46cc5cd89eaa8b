import { chakra, Heading, Stack, Text } from '@chakra-ui/react';
import * as E from 'fp-ts/Either';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTestError, ApiTestResult } from '../../../application/use-cases/api-test.use-case';
import { fieldsLeft } from '../../../domain/api-test/fields-left';
import { jsonTextOf, treeOfJsonText } from '../../../domain/api-test/json-body';
import { addListItem, displayPath, fillExamples, removeListItem, setValue, type TestParamTree } from '../../../domain/api-test/test-params';
import { withAppType, type SettingsErrors, type TestSettings } from '../../../domain/api-test/test-settings';
import type { TestableApi } from '../../../domain/api-test/testable-api';
import { describeError } from '../../../application/errors/failure-policy';
import { renderMessage } from '../../i18n/message';
import { useTools } from '../../portal/portal.context';
import { useRemembered } from '../../widgets/use-remembered';
import { ActionBar } from './action-bar.view';
import { ConfirmDialog } from './confirm-dialog.view';
import { ParamsEditor, type ParamsMode } from './params-editor.view';
import { TestResult } from './test-result.view';
import { TestSettingsForm } from './test-settings.view';
import type { LoadedTestForm } from './api-test.queries';

type Invalid = Extract<ApiTestError, { kind: 'Invalid' }>;
type Failure = Extract<ApiTestError, { kind: 'TestCallFailed' }>;

const hasTyped = (tree: TestParamTree): boolean => tree.some((node) => node.value.trim() !== '' || hasTyped(node.children));

interface EditorProps {
  readonly apiId: number;
  readonly api: TestableApi | undefined;
  readonly loaded: LoadedTestForm;
  readonly settings: TestSettings;
  readonly onSettings: (update: (current: TestSettings) => TestSettings) => void;
}

/** One API's test: settings, parameters (form or JSON), Send with its confirmations, and the outcome in place. */
export const ApiTestEditor = ({ apiId, api, loaded, settings, onSettings }: EditorProps) => {
  const { t } = useTranslation();
  const runApiTest = useTools().runApiTest;
  const { form, gateway } = loaded;
  // Each API's parameters as typed, for the tab's life (another API, another tool, Back: still there).
  const [mode, setMode] = useRemembered<ParamsMode>(`apiTest:${String(apiId)}:mode`, () => 'form');
  const [tree, setTree] = useRemembered(`apiTest:${String(apiId)}:tree`, () => form.tree);
  const [text, setText] = useRemembered(`apiTest:${String(apiId)}:text`, () => form.jsonText);
  const [ignored, setIgnored] = useState<readonly string[]>([]);
  const [invalid, setInvalid] = useState<Invalid>();
  const [dialog, setDialog] = useState<'production' | 'examples'>();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ result: ApiTestResult } | { failure: Failure }>();
  const latest = useRef(0);

  const settingsErrors: SettingsErrors = invalid?.settings ?? {};
  const changeSettings = (patch: Partial<TestSettings>) => {
    onSettings((current) => ({ ...current, ...patch }));
    setInvalid((current) => current && { ...current, settings: Object.fromEntries(Object.entries(current.settings).filter(([key]) => !(key in patch))) });
  };
  const changeTree = (next: TestParamTree) => {
    setTree(next);
    setInvalid((current) => current && { ...current, missingParams: [] });
  };

  const switchMode = (next: ParamsMode) => {
    if (next === mode) return;
    if (next === 'json') {
      // What was typed in the form becomes the JSON; an untouched form keeps JSON mode's text (the doc's example).
      if (hasTyped(tree)) setText(jsonTextOf(tree, gateway));
      setIgnored([]);
      setMode('json');
      return;
    }
    const parsed = treeOfJsonText(tree, text, gateway);
    if (E.isLeft(parsed)) {
      if (parsed.left.kind === 'EmptyJson') {
        setMode('form');
        return;
      }
      setInvalid({ kind: 'Invalid', settings: invalid?.settings ?? {}, missingParams: [], json: 'invalidJson' });
      return;
    }
    setTree(parsed.right.tree);
    setIgnored(parsed.right.ignored);
    setInvalid(undefined);
    setMode('form');
  };

  const askFillExamples = () => {
    const filled = fillExamples(tree);
    if (filled.overwrites) setDialog('examples');
    else changeTree(filled.tree);
  };

  const fill = (keepTyped: boolean) => {
    changeTree(fillExamples(tree, { keepTyped }).tree);
    setDialog(undefined);
  };

  const send = async (productionConfirmed: boolean) => {
    const ask = ++latest.current;
    setDialog(undefined);
    setPending(true);
    const answer = await runApiTest({ apiId, settings, gateway, productionConfirmed, params: mode === 'form' ? { mode, tree } : { mode, text } })();
    if (ask !== latest.current) return;
    setPending(false);
    if (E.isRight(answer)) {
      setInvalid(undefined);
      setOutcome({ result: answer.right });
    } else if (answer.left.kind === 'Invalid') setInvalid(answer.left);
    else if (answer.left.kind === 'ProductionNotConfirmed') setDialog('production');
    else {
      setInvalid(undefined);
      setOutcome({ failure: answer.left });
    }
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(false);
  };

  const missing = invalid?.missingParams ?? [];
  const failure = outcome && 'failure' in outcome ? outcome.failure : undefined;
  return (
    <Stack gap={6}>
      <chakra.form onSubmit={submit} noValidate autoComplete="off" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }} bg="bg.panel">
        <Stack gap={6}>
          <Stack gap={0}>
            <Heading as="h2" size="lg">
              {api?.name ?? `#${String(apiId)}`}
            </Heading>
            {api?.path ? (
              <Text fontFamily="mono" fontSize="sm" color="fg.muted">
                {api.path}
              </Text>
            ) : null}
          </Stack>
          <TestSettingsForm settings={settings} errors={settingsErrors} onChange={changeSettings} onAppType={(appType) => onSettings((current) => withAppType(current, appType))} />
          <ParamsEditor
            mode={mode}
            onMode={switchMode}
            tree={tree}
            missing={missing}
            onValue={(path, value) => changeTree(setValue(tree, path, value))}
            onAdd={(path) => changeTree(addListItem(tree, path))}
            onRemove={(path) => changeTree(removeListItem(tree, path))}
            onFillExamples={askFillExamples}
            text={text}
            onText={(next) => {
              setText(next);
              setInvalid((current) => (current?.json ? { kind: 'Invalid', settings: current.settings, missingParams: current.missingParams } : current));
            }}
            jsonError={invalid?.json}
            ignored={ignored}
            examples={form.requestExamples}
          />
          {missing.length > 0 ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {t('tools.apiTest.errors.missingParams', { fields: missing.map((path) => displayPath(tree, path)).join(', ') })}
            </Text>
          ) : null}
          {failure ? (
            <Stack role="alert" gap={1} borderWidth="1px" borderColor="border.error" bg="bg.error" color="fg.error" borderRadius="md" p={3}>
              <Text fontWeight="semibold">{t('tools.apiTest.failed')}</Text>
              <Text fontSize="sm">{failure.message ?? renderMessage(t, describeError(failure.cause))}</Text>
            </Stack>
          ) : null}
          <ActionBar left={fieldsLeft(settings, mode === 'form' ? { mode, tree } : { mode, text })} pending={pending} />
        </Stack>
      </chakra.form>
      {outcome && 'result' in outcome ? <TestResult result={outcome.result} /> : null}
      <ConfirmDialog
        open={dialog === 'production'}
        title={t('tools.apiTest.confirm.productionTitle')}
        body={t('tools.apiTest.confirm.productionBody')}
        choices={[{ label: t('tools.apiTest.confirm.productionConfirm'), primary: true, onChoose: () => void send(true) }]}
        onCancel={() => setDialog(undefined)}
      />
      <ConfirmDialog
        open={dialog === 'examples'}
        title={t('tools.apiTest.confirm.examplesTitle')}
        body={t('tools.apiTest.confirm.examplesBody')}
        choices={[
          { label: t('tools.apiTest.confirm.keepTyped'), onChoose: () => fill(true) },
          { label: t('tools.apiTest.confirm.overwrite'), primary: true, onChoose: () => fill(false) },
        ]}
        onCancel={() => setDialog(undefined)}
      />
    </Stack>
  );
};
