import { Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiDoc, AuthScheme } from '../../../../domain/doc/api-doc';
import { documentedBody, documentedFields, isFormMediaType, sampleFields } from '../../../../domain/http-call/call-from-doc';
import { isTextMediaType } from '../../../../domain/http-call/http-call';
import { callParams, paramKey, paramText, secretKey, type DraftProblem, type TryDraft } from '../../../../domain/http-call/try-draft';
import { ToolField, type FieldControlProps } from '../../../widgets/tool-field.view';
import { formatJson } from '../../common/copy-code.view';
import { schemeKind } from '../authorization-labels';
import type { TryState } from './try-store';

export interface FieldsProps {
  readonly api: ApiDoc;
  readonly state: TryState;
  /** The secrets typed for this document, and a way to change one. */
  readonly secrets: Readonly<Record<string, string>>;
  readonly setSecret: (key: string, value: string) => void;
  readonly problems: readonly DraftProblem[];
  readonly change: (draft: Partial<TryDraft>) => void;
  readonly chooseFile: (field: string, file: File | undefined) => void;
}

/** A problem of the draft in words, under the field it names. */
export const problemText = (t: TFunction, problem: DraftProblem | undefined, name: string): string | undefined =>
  problem ? t(`openapi.tryIt.problems.${problem.problem}`, { name, detail: problem.detail ?? '' }) : undefined;

const problemAt = (problems: readonly DraftProblem[], key: string) => problems.find((problem) => problem.key === key);

/** A labelled choice among `options` (value, and what it reads as). */
const Choice = ({ control, value, options, onChange }: { control: FieldControlProps; value: string; options: readonly (readonly [string, string])[]; onChange: (value: string) => void }) => (
  <NativeSelect.Root>
    <NativeSelect.Field {...control} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map(([option, label]) => (
        <option key={option} value={option}>
          {label}
        </option>
      ))}
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);

/** The server to send to, among the document's, and its variables (a choice where the document lists the values). */
export const ServerField = ({ api, state, change }: FieldsProps) => {
  const { t } = useTranslation();
  const chosen = api.environments[state.draft.server ?? 0];
  const variables = chosen?.template ? (chosen.variables ?? []) : [];
  if (api.environments.length < 2 && !variables.length) return null;
  const setVariable = (name: string, value: string) => change({ variables: { ...state.draft.variables, [name]: value } });
  return (
    <Stack gap={3}>
      {api.environments.length > 1 ? (
        <ToolField label={t('openapi.tryIt.server')}>
          {(control) => (
            <Choice
              control={control}
              value={String(state.draft.server ?? 0)}
              options={api.environments.map((environment, index) => [String(index), environment.name ? `${environment.name}: ${environment.url}` : environment.url])}
              onChange={(value) => change({ server: Number(value) })}
            />
          )}
        </ToolField>
      ) : null}
      {variables.map((variable) => {
        const value = state.draft.variables?.[variable.name] ?? variable.defaultValue;
        return (
          <ToolField key={variable.name} label={t('openapi.tryIt.variable', { name: variable.name })} hint={variable.description}>
            {(control) =>
              variable.allowed?.length ? (
                <Choice control={control} value={value} options={variable.allowed.map((option) => [option, option])} onChange={(chosen) => setVariable(variable.name, chosen)} />
              ) : (
                <Input {...control} value={value} autoComplete="off" spellCheck={false} fontFamily="mono" onChange={(event) => setVariable(variable.name, event.target.value)} />
              )
            }
          </ToolField>
        );
      })}
    </Stack>
  );
};

const SecretInput = ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => (
  <ToolField label={label}>
    {(control) => <Input {...control} type="password" autoComplete="off" spellCheck={false} fontFamily="mono" value={value} onChange={(event) => onChange(event.target.value)} />}
  </ToolField>
);

/** The way of authorizing (when the document accepts several) and each of its secrets, typed as passwords. */
export const AuthorizationFields = ({ api, state, change, secrets, setSecret }: FieldsProps) => {
  const { t } = useTranslation();
  const ways = api.authorization ?? [];
  if (!ways.some((way) => way.length > 0)) return null;
  const chosen = Math.min(state.draft.way ?? 0, ways.length - 1);
  const wayName = (schemes: readonly AuthScheme[]) => (schemes.length ? schemes.map((scheme) => scheme.name).join(' + ') : t('openapi.tryIt.noAuthorization'));
  return (
    <Stack as="fieldset" gap={3}>
      <legend>
        <strong>{t('openapi.tryIt.authorization')}</strong>
      </legend>
      {ways.length > 1 ? (
        <ToolField label={t('openapi.tryIt.way')}>
          {(control) => <Choice control={control} value={String(chosen)} options={ways.map((way, index) => [String(index), wayName(way)])} onChange={(value) => change({ way: Number(value) })} />}
        </ToolField>
      ) : null}
      {(ways[chosen] ?? []).flatMap((scheme) =>
        scheme.type === 'mutualTLS'
          ? []
          : scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic'
            ? (['username', 'password'] as const).map((part) => (
                <SecretInput key={`${scheme.name}:${part}`} label={t(`openapi.tryIt.${part}`, { scheme: scheme.name })} value={secrets[secretKey(scheme, part)] ?? ''} onChange={(value) => setSecret(secretKey(scheme, part), value)} />
              ))
            : [<SecretInput key={scheme.name} label={t('openapi.tryIt.secret', { scheme: scheme.name, kind: schemeKind(t, scheme) })} value={secrets[secretKey(scheme)] ?? ''} onChange={(value) => setSecret(secretKey(scheme), value)} />],
      )}
    </Stack>
  );
};

/** The path, query, header and cookie parameters, each with its place and type, filled with the document's values. */
export const ParameterFields = ({ api, state, problems, change }: FieldsProps) => {
  const { t } = useTranslation();
  const params = callParams(api);
  if (!params.length) return null;
  return (
    <Stack as="fieldset" gap={3}>
      <legend>
        <strong>{t('openapi.tryIt.parameters')}</strong>
      </legend>
      {params.map((node) => {
        const key = paramKey(node.facts.in, node.name);
        const value = paramText(state.draft, node) ?? '';
        const set = (text: string) => change({ params: { ...state.draft.params, [key]: text } });
        const allowed = node.facts.enumValues;
        return (
          <ToolField
            key={key}
            label={node.name}
            required={node.requirement === 'required'}
            requiredTitle={t('docs.params.requirement.required')}
            hint={t('openapi.tryIt.paramHint', { location: t(`openapi.facts.in.${node.facts.in}`), type: node.type })}
            error={problemText(t, problemAt(problems, key), node.name)}
          >
            {(control) =>
              allowed?.length ? (
                <Choice
                  control={control}
                  value={value}
                  options={[['', t('openapi.tryIt.noChoice')], ...allowed.filter((option) => option !== '""').map((option) => [option, option] as const)]}
                  onChange={set}
                />
              ) : (
                <Input {...control} value={value} autoComplete="off" spellCheck={false} fontFamily="mono" onChange={(event) => set(event.target.value)} />
              )
            }
          </ToolField>
        );
      })}
    </Stack>
  );
};

/** The body: a text editor (JSON indented), a form's fields and files, or a file. */
export const BodyFields = ({ api, state, problems, change, chooseFile }: FieldsProps) => {
  const { t } = useTranslation();
  // Written once per operation, not at every keystroke: a large example is hundreds of kilobytes.
  const documentedText = useMemo(() => formatJson(documentedBody(api) ?? ''), [api]);
  const mediaType = api.mediaTypes?.request;
  if (!mediaType) return null;
  const fileInput = (field: string, label: string) => (
    <ToolField key={`file:${field}`} label={label}>
      {(control) => <Input {...control} type="file" p={1} onChange={(event) => chooseFile(field, event.target.files?.[0])} />}
    </ToolField>
  );
  if (isFormMediaType(mediaType)) {
    const documented = documentedFields(api);
    // Every field of the schema; a value only where the example gives one or the reader typed it (an empty one is not
    // sent); the schema's sample shows the field's shape.
    return (
      <Stack as="fieldset" gap={3}>
        <legend>
          <strong>{t('openapi.tryIt.body', { type: mediaType })}</strong>
        </legend>
        {Object.entries(sampleFields(api)).map(([name, sample]) => (
          <ToolField key={name} label={name}>
            {(control) => (
              <Input
                {...control}
                value={state.draft.fields?.[name] ?? documented[name] ?? ''}
                placeholder={sample}
                autoComplete="off"
                spellCheck={false}
                fontFamily="mono"
                onChange={(event) => change({ fields: { ...state.draft.fields, [name]: event.target.value } })}
              />
            )}
          </ToolField>
        ))}
        {(api.requestSample?.files ?? []).map((name) => fileInput(name, t('openapi.tryIt.file', { name })))}
      </Stack>
    );
  }
  if (!isTextMediaType(mediaType)) return fileInput('', t('openapi.tryIt.body', { type: mediaType }));
  const text = state.draft.body ?? documentedText;
  return (
    <ToolField label={t('openapi.tryIt.body', { type: mediaType })} error={problemText(t, problemAt(problems, 'body'), 'body')}>
      {(control) => (
        <Textarea {...control} value={text} rows={Math.min(16, Math.max(4, text.split('\n').length + 1))} spellCheck={false} fontFamily="mono" fontSize="sm" onChange={(event) => change({ body: event.target.value })} />
      )}
    </ToolField>
  );
};
