import { Button, HStack, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ParamPath, TestParamTree } from '../../../domain/api-test/test-params';
import type { CodeExample } from '../../../domain/doc/api-doc';
import { ToolField } from '../../widgets/tool-field.view';
import { ParamTreeForm, type ParamTreeActions } from './param-tree.view';

export type ParamsMode = 'form' | 'json';

interface ParamsEditorProps extends ParamTreeActions {
  readonly mode: ParamsMode;
  readonly onMode: (mode: ParamsMode) => void;
  readonly tree: TestParamTree;
  readonly missing: readonly ParamPath[];
  readonly onFillExamples: () => void;
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly jsonError?: 'required' | 'invalidJson' | undefined;
  /** Keys of the JSON the form had no field for, when switching to the form. */
  readonly ignored: readonly string[];
  readonly examples: readonly CodeExample[];
}

/** The request parameters as a form tree or as JSON, with the switch between them. */
export const ParamsEditor = (props: ParamsEditorProps) => {
  const { t } = useTranslation();
  const { mode, tree, text, examples } = props;
  const firstExample = examples[0]?.content;
  return (
    <Stack as="section" aria-label={t('tools.apiTest.params.title')} gap={4}>
      <HStack justify="space-between" flexWrap="wrap" gap={3}>
        <Text as="h2" fontWeight="semibold" fontSize="lg">
          {t('tools.apiTest.params.title')}
        </Text>
        <RadioGroup.Root value={mode} onValueChange={(details) => props.onMode(details.value === 'json' ? 'json' : 'form')} name="paramsMode" colorPalette="brand" size="sm">
          <HStack gap={4}>
            <RadioGroup.Label fontSize="sm">{t('tools.apiTest.params.mode.label')}</RadioGroup.Label>
            {(['form', 'json'] as const).map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`tools.apiTest.params.mode.${value}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </HStack>
      {props.ignored.length > 0 ? (
        <Text role="status" fontSize="sm" color="fg.warning">
          {t('tools.apiTest.params.ignored', { keys: props.ignored.join(', ') })}
        </Text>
      ) : null}
      {mode === 'form' ? (
        tree.length === 0 ? (
          <Text color="fg.muted">{t('tools.apiTest.params.empty')}</Text>
        ) : (
          <Stack gap={3}>
            <HStack bg="brand.subtle" borderRadius="md" p={3} gap={3} justify="space-between" flexWrap="wrap">
              <Text fontSize="sm" flex="1" minW="12rem">
                {t('tools.apiTest.params.examplesIntro')}
              </Text>
              <Button size="sm" colorPalette="brand" variant="outline" bg="bg.panel" onClick={props.onFillExamples}>
                {t('tools.apiTest.params.fillExamples')}
              </Button>
            </HStack>
            <ParamTreeForm tree={tree} missing={new Set(props.missing.map((path) => path.join('/')))} onValue={props.onValue} onAdd={props.onAdd} onRemove={props.onRemove} />
          </Stack>
        )
      ) : (
        <Stack gap={2}>
          {firstExample !== undefined && firstExample !== text ? (
            <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => props.onText(firstExample)}>
              {t('tools.apiTest.params.startFrom')}
            </Button>
          ) : null}
          <ToolField label={t('tools.apiTest.params.json')} required error={props.jsonError ? t(`tools.apiTest.errors.${props.jsonError}`) : undefined} hint={t('tools.apiTest.params.jsonHint')}>
            {(control) => (
              <Textarea {...control} name="paramJson" value={text} onChange={(event) => props.onText(event.target.value)} fontFamily="mono" fontSize="sm" rows={14} spellCheck={false} autoComplete="off" />
            )}
          </ToolField>
        </Stack>
      )}
    </Stack>
  );
};
