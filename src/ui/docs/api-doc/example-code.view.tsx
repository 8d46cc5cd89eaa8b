import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CodeExample } from '../../../domain/doc/api-doc';
import { useDocuments } from '../../portal/portal.context';
import { CopyCode } from '../common/copy-code.view';
import { externalExampleQuery } from '../../reads/api-doc.queries';

interface ExampleCodeProps {
  readonly example: CodeExample;
  readonly label: string;
  readonly maxH?: string | undefined;
}

/** An example's code; one the document keeps in a file of its own (`externalValue`) is fetched when shown. */
export const ExampleCode = ({ example, label, maxH }: ExampleCodeProps) =>
  example.externalUrl ? (
    <ExternalExample url={example.externalUrl} tag={example.tag} label={label} maxH={maxH} />
  ) : (
    <CopyCode code={example.content} tag={example.tag} label={label} maxH={maxH} />
  );

/** Fetched through the documents' worker (the document's own host rules); a failure is said in place of the code. */
const ExternalExample = ({ url, tag, label, maxH }: { url: string; tag?: string | undefined; label: string; maxH?: string | undefined }) => {
  const { t } = useTranslation();
  const { docs } = useDocuments();
  const text = useQuery(externalExampleQuery(docs, url));
  if (text.data !== undefined) return <CopyCode code={text.data} tag={tag} label={label} maxH={maxH} />;
  return (
    <Text fontSize="sm" color={text.isError ? 'fg.error' : 'fg.muted'} role={text.isError ? 'alert' : 'status'} wordBreak="break-all">
      {tag ? `${tag}: ` : ''}
      {t(text.isError ? 'openapi.responses.externalFailed' : 'openapi.responses.externalPending', { url })}
    </Text>
  );
};
