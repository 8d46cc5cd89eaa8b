import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { firstGuideId, guidePath, type GuideTreeNode } from '../../../domain/doc/guide-doc';
import { InlineError, InlineLoading } from '../../chrome/call-state.view';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { runTask } from '../../use-cases/task-query';
import { useUseCase } from '../../use-cases/use-cases.context';
import { formatTime } from '../api-doc/api-overview.view';
import { DocLikeWidget } from '../doc-like/doc-like-widget.view';
import { DocColumns } from '../common/doc-columns.view';
import { MarkdownBody } from '../common/markdown-body.view';
import { useRichText } from '../common/rich-text.queries';
import { Toc } from '../common/toc.view';
import { TreeMenu, type TreeMenuItem } from '../common/tree-menu.view';
import { useDocBase } from '../open-business/doc-base';

const toItems = (nodes: readonly GuideTreeNode[]): TreeMenuItem[] =>
  nodes.map((node) => ({ id: node.id, label: node.title, children: toItems(node.children) }));

/** The access guide of a unit: its tree on the left, the chosen page in markdown, its headings on the right. */
export const AccessGuidePage = () => {
  const { t } = useTranslation();
  const params: { unitId?: string; docId?: string } = useParams({ strict: false });
  const unitId = Number(params.unitId);
  const base = useDocBase();
  const guideTree = useUseCase('guideTree');
  const guideDoc = useUseCase('guideDoc');
  const url = useRouterState({ select: (state) => state.location.href });
  const tree = useQuery({ queryKey: ['guideTree', unitId], queryFn: () => runTask(guideTree(unitId)) });
  const docId = params.docId ? Number(params.docId) : tree.data ? firstGuideId(tree.data) : undefined;
  const doc = useQuery({
    queryKey: ['guideDoc', docId, base.source],
    queryFn: () => runTask(guideDoc(docId ?? 0, base.source)),
    enabled: docId !== undefined,
  });
  const richText = useRichText();
  const rendered = useMemo(() => (doc.data && richText.data ? richText.data.markdown(doc.data.markdown) : undefined), [doc.data, richText.data]);
  useDocumentTitle(doc.data?.title ?? t('docs.tabs.guide'));

  const menu = tree.data ? (
    <TreeMenu
      items={toItems(tree.data)}
      label={t('docs.guide.menu')}
      currentId={docId}
      link={(item, content, current) => (
        <Link
          to={`${base.prefix}/access-guide/$unitId/$docId`}
          params={{ unitId: String(unitId), docId: String(item.id) }}
          search={base.search}
          aria-current={current ? 'page' : undefined}
        >
          {content}
        </Link>
      )}
    />
  ) : null;

  if (tree.isError || doc.isError || richText.isError) {
    const failed = tree.isError ? tree : doc.isError ? doc : richText;
    return (
      <DocColumns menu={menu}>
        <InlineError error={failed.error} onRetry={() => void failed.refetch()} />
      </DocColumns>
    );
  }
  if (tree.data && docId === undefined) {
    return (
      <DocColumns>
        <Text color="fg.muted">{t('docs.guide.empty')}</Text>
      </DocColumns>
    );
  }
  if (!params.docId && docId !== undefined) {
    return <Navigate to={`${base.prefix}/access-guide/$unitId/$docId`} params={{ unitId: String(unitId), docId: String(docId) }} search={base.search} replace />;
  }
  if (!doc.data || !rendered) {
    return (
      <DocColumns menu={menu}>
        <InlineLoading />
      </DocColumns>
    );
  }
  const crumbs = guidePath(tree.data ?? [], docId ?? 0) ?? [doc.data.title];
  const toc = rendered.headings.filter((heading) => heading.level >= 2 && heading.level <= 3).map((heading) => ({ id: heading.id, label: heading.text, level: heading.level }));
  return (
    <DocColumns menu={menu} toc={<Toc key={docId} entries={toc} />}>
      <Stack gap={2}>
        <HStack as="nav" aria-label={t('docs.breadcrumbs')} fontSize="sm" color="fg.muted" gap={1} flexWrap="wrap">
          {[t('docs.tabs.guide'), ...crumbs].map((crumb, index) => (
            <Text as="span" key={`${crumb}-${String(index)}`}>
              {index > 0 ? ' / ' : ''}
              {crumb}
            </Text>
          ))}
        </HStack>
        {rendered.headings[0]?.level === 1 ? null : (
          <Heading as="h1" size="2xl">
            {doc.data.title}
          </Heading>
        )}
        {doc.data.updateTime ? (
          <Text fontSize="sm" color="fg.muted">
            {t('docs.lastUpdated', { time: formatTime(doc.data.updateTime) })}
          </Text>
        ) : null}
        <MarkdownBody html={rendered.html} />
        <DocLikeWidget url={url} />
      </Stack>
    </DocColumns>
  );
};
