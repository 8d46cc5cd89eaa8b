import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bell, Braces, Package } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocSource } from '../../../application/ports/doc.port';
import type { MessageMenuGroup } from '../../../domain/doc/message-doc';
import { readableText } from '../../i18n/chinese-text';
import { messageMenuQuery } from '../../reads/message-doc.queries';
import { useDocuments } from '../../portal/portal.context';
import { baseSdksQuery } from '../../reads/sdk.queries';
import { quickApisQuery } from './quick-start.queries';
import { QuickList, type QuickListState } from './quick-list.view';

/** How many entries each quick-start list shows; the unit's own pages list the rest. */
export const QUICK_LIST_SIZE = 8;
const RELEASED: DocSource = { kind: 'released' };

const stateOf = (query: UseQueryResult): QuickListState => ({
  pending: query.isPending,
  error: query.error,
  onRetry: () => void query.refetch(),
});

/** The unit whose interfaces and messages are listed; while the unit list loads or fails, its state is theirs. */
export type UnitChoice =
  | { readonly kind: 'unit'; readonly unitId: number }
  | { readonly kind: 'waiting'; readonly state: QuickListState }
  | { readonly kind: 'none' };

const IDLE: QuickListState = { pending: false, error: undefined, onRetry: () => undefined };

const unitListState = (choice: UnitChoice, query: UseQueryResult): QuickListState =>
  choice.kind === 'waiting' ? choice.state : choice.kind === 'none' ? IDLE : stateOf(query);

const unitIdOf = (choice: UnitChoice): number => (choice.kind === 'unit' ? choice.unitId : 0);

const iconProps = { size: 18, 'aria-hidden': true } as const;

/** A document in a quick-start list: its link, and under it its path or code when that says more. */
const DocEntry = ({ children, code }: { children: ReactElement; code?: string }) => (
  <>
    <ChakraLink asChild fontWeight="medium" color="fg" _hover={{ color: 'brand.fg' }}>
      {children}
    </ChakraLink>
    {code ? (
      <Text fontSize="xs" fontFamily="mono" color="fg.muted" truncate>
        {code}
      </Text>
    ) : null}
  </>
);

export const QuickApiList = ({ choice }: { choice: UnitChoice }) => {
  const { t } = useTranslation();
  const unitId = unitIdOf(choice);
  const apis = useQuery(quickApisQuery(useDocuments().docs, unitId, QUICK_LIST_SIZE));
  return (
    <QuickList
      id="quick-apis"
      title={t('capabilities.quick.apis.title')}
      icon={<Braces {...iconProps} />}
      state={unitListState(choice, apis)}
      items={
        choice.kind === 'none'
          ? []
          : apis.data?.slice(0, QUICK_LIST_SIZE).map((api) => ({
              key: api.id,
              content: (
                <DocEntry code={api.path || api.code}>
                  <Link to="/open-business-document/api-doc/$unitId/$docId" params={{ unitId: String(unitId), docId: String(api.id) }}>
                    {api.name}
                  </Link>
                </DocEntry>
              ),
            }))
      }
      empty={t(choice.kind === 'none' ? 'capabilities.quick.noUnit' : 'capabilities.quick.apis.empty')}
      more={
        unitId > 0 ? (
          <ChakraLink asChild color="brand.fg">
            <Link to="/open-business-document/access-guide/$unitId" params={{ unitId: String(unitId) }}>
              {t('capabilities.quick.apis.more')}
            </Link>
          </ChakraLink>
        ) : undefined
      }
    />
  );
};

/**
 * A message as the list shows it: its name (the list's `chineseName`, which the external site gets in the reader's
 * language) with its code under it; the code alone when there is no name the reader can read.
 */
export const messageEntry = (message: MessageMenuGroup['messages'][number], english: boolean): { readonly title: string; readonly code?: string } => {
  const name = readableText(message.chineseName, english);
  return name && name !== message.name ? { title: name, code: message.name } : { title: message.name };
};

export const QuickMessageList = ({ choice }: { choice: UnitChoice }) => {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-us';
  const unitId = unitIdOf(choice);
  // The message page's own key: the menu is shared with it.
  const menu = useQuery({ ...messageMenuQuery(useDocuments().docs, unitId, RELEASED), enabled: unitId > 0 });
  const messages = menu.data?.flatMap((group) => group.messages).slice(0, QUICK_LIST_SIZE);
  return (
    <QuickList
      id="quick-messages"
      title={t('capabilities.quick.messages.title')}
      icon={<Bell {...iconProps} />}
      state={unitListState(choice, menu)}
      items={
        choice.kind === 'none'
          ? []
          : messages?.map((message) => {
              const entry = messageEntry(message, english);
              return {
                key: message.id,
                content: (
                  <DocEntry {...(entry.code ? { code: entry.code } : {})}>
                    <Link to="/open-business-document/message-doc/$unitId/$docId" params={{ unitId: String(unitId), docId: String(message.id) }}>
                      {entry.title}
                    </Link>
                  </DocEntry>
                ),
              };
            })
      }
      empty={t(choice.kind === 'none' ? 'capabilities.quick.noUnit' : 'capabilities.quick.messages.empty')}
    />
  );
};

export const QuickSdkList = ({ unitId }: { unitId: number | undefined }) => {
  const { t } = useTranslation();
  const { sdkDownloadUrl: downloadUrl, docs } = useDocuments();
  // The SDK page's own key: the list is shared with it.
  const sdks = useQuery(baseSdksQuery(docs));
  return (
    <QuickList
      id="quick-sdks"
      title={t('capabilities.quick.sdks.title')}
      icon={<Package {...iconProps} />}
      state={stateOf(sdks)}
      items={sdks.data?.slice(0, QUICK_LIST_SIZE).map((sdk) => {
        const url = downloadUrl(sdk);
        return {
          key: sdk.id,
          content: (
            <>
              <Text fontWeight="medium">{sdk.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {t('capabilities.quick.sdks.line', { version: sdk.version, language: t(`docs.sdkLanguage.${sdk.language}`) })}
                {url ? (
                  <>
                    {' · '}
                    <ChakraLink href={url} download={sdk.fileName ?? true} color="brand.fg" aria-label={t('docs.sdk.downloadOne', { name: sdk.name })}>
                      {t('docs.sdk.download')}
                    </ChakraLink>
                  </>
                ) : null}
              </Text>
            </>
          ),
        };
      })}
      empty={t('capabilities.quick.sdks.empty')}
      more={
        unitId ? (
          <ChakraLink asChild color="brand.fg">
            <Link to="/open-business-document/sdk-doc/$unitId" params={{ unitId: String(unitId) }}>
              {t('capabilities.quick.sdks.more')}
            </Link>
          </ChakraLink>
        ) : undefined
      }
    />
  );
};
