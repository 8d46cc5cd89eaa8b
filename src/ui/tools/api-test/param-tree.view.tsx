import { Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isCollection, isExtensible, isLeaf, type ParamPath, type TestParam, type TestParamTree } from '../../../domain/api-test/test-params';
import { ToolField } from '../../widgets/tool-field.view';

export interface ParamTreeActions {
  readonly onValue: (path: ParamPath, value: string) => void;
  readonly onAdd: (path: ParamPath) => void;
  readonly onRemove: (path: ParamPath) => void;
}

interface NodeProps extends ParamTreeActions {
  readonly node: TestParam;
  readonly path: ParamPath;
  /** What a person calls it: the name, or 'Item 2' / 'orders[2]' inside a list. */
  readonly label: string;
  /** Joined paths ('a/b/c') of the required leaves left blank. */
  readonly missing: ReadonlySet<string>;
}

const RemoveButton = ({ label, onClick }: { label: string; onClick: () => void }) => {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="ghost" colorPalette="red" onClick={onClick} aria-label={t('tools.apiTest.params.removeItem', { name: label })}>
      ×
    </Button>
  );
};

const typeText = (node: TestParam) => (node.objectType ? node.objectType.split('.').pop() : undefined);

const LeafField = ({ node, path, label, missing, onValue, onRemove }: NodeProps) => {
  const { t } = useTranslation();
  // The example is a hint under the field, never a placeholder: an empty field has to look empty (UX review m15).
  const hint = [typeText(node), node.example ? t('tools.apiTest.params.example', { value: node.example }) : undefined].filter(Boolean).join(' · ');
  return (
    <HStack align="flex-end" gap={2}>
      <chakra.div flex="1" minW={0}>
        <ToolField label={label} required={node.required} error={missing.has(path.join('/')) ? t('tools.apiTest.errors.required') : undefined} hint={hint || undefined}>
          {(control) => <Input {...control} size="sm" value={node.value} spellCheck={false} onChange={(event) => onValue(path, event.target.value)} />}
        </ToolField>
      </chakra.div>
      {node.canDelete ? <RemoveButton label={label} onClick={() => onRemove(path)} /> : null}
    </HStack>
  );
};

const ParamNode = (props: NodeProps) => {
  const { t } = useTranslation();
  const { node, path, label, missing, onAdd, onRemove } = props;
  if (isLeaf(node)) return <LeafField {...props} />;
  const itemLabel = (child: TestParam, index: number) =>
    isCollection(node) ? (isLeaf(child) ? `${node.name}[${String(index + 1)}]` : t('tools.apiTest.params.item', { index: index + 1 })) : node.type === 'Map' ? `${node.name}[${String(index + 1)}]` : child.name;
  const blank = missing.has(path.join('/'));
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="md" px={3} pb={3} pt={1} minW={0}>
      <HStack as="legend" px={1} gap={2}>
        <Text as="span" fontWeight="semibold" fontSize="sm">
          {label}
          {node.required ? (
            <Text as="span" color="fg.error" title={t('tools.common.required')}>
              {' *'}
            </Text>
          ) : null}
        </Text>
        {typeText(node) ? (
          <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono">
            {typeText(node)}
          </Text>
        ) : null}
        {node.canDelete ? <RemoveButton label={label} onClick={() => onRemove(path)} /> : null}
      </HStack>
      <Stack gap={3}>
        {node.children.map((child, index) => (
          <ParamNode key={child.id} {...props} node={child} path={[...path, child.id]} label={itemLabel(child, index)} />
        ))}
        {blank ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {t('tools.apiTest.errors.required')}
          </Text>
        ) : null}
        {isExtensible(node) ? (
          <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => onAdd(path)}>
            + {t('tools.apiTest.params.addItem', { name: node.name })}
          </Button>
        ) : null}
      </Stack>
    </chakra.fieldset>
  );
};

/** The parameter form: leaves as inputs, objects and lists as nested groups; lists and maps grow and shrink. */
export const ParamTreeForm = ({ tree, missing, ...actions }: ParamTreeActions & { readonly tree: TestParamTree; readonly missing: ReadonlySet<string> }) => (
  <Stack gap={3}>
    {tree.map((node) => (
      <ParamNode key={node.id} node={node} path={[node.id]} label={node.name} missing={missing} {...actions} />
    ))}
  </Stack>
);
