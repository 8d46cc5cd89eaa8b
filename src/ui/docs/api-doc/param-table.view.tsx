import { Badge, Box, Button, chakra, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronDown, ChevronRight, Link2 } from 'lucide-react';
import { memo, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichText } from '../../../application/ports/rich-text.port';
import { ancestorsOf, parentIds, visibleRows, type ParamNode, type ParamRow } from '../../../domain/doc/param-tree';
import { RichHtml } from '../common/rich-html.view';

const REQUIREMENT_PALETTE = { required: 'red', optional: 'gray', conditional: 'orange' } as const;
const INDENT_PX = 18;
const COLUMN_WIDTHS = ['30%', '13%', '10%', '15%', '32%'];

const Row = memo(function Row({
  row,
  highlighted,
  richText,
  onToggle,
}: {
  row: ParamRow;
  highlighted: boolean;
  richText: RichText;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { node, depth, hasChildren, expanded } = row;
  return (
    <chakra.tr id={node.anchor} data-highlighted={highlighted || undefined} bg={highlighted ? 'yellow.subtle' : undefined} scrollMarginTop="160px">
      <chakra.td py={2} px={3} verticalAlign="top">
        <HStack gap={1} pl={`${String(depth * INDENT_PX)}px`} alignItems="flex-start">
          {hasChildren ? (
            <Button
              size="2xs"
              variant="ghost"
              px={0}
              minW="5"
              aria-expanded={expanded}
              aria-label={t(expanded ? 'docs.params.foldOne' : 'docs.params.unfoldOne', { name: node.name })}
              onClick={() => onToggle(node.id)}
            >
              {expanded ? <ChevronDown size={14} aria-hidden /> : <ChevronRight size={14} aria-hidden />}
            </Button>
          ) : (
            <Box w="5" flexShrink={0} />
          )}
          <chakra.code fontFamily="mono" fontSize="sm" fontWeight="semibold" wordBreak="break-all">
            {node.name}
          </chakra.code>
          <Link to="." hash={node.anchor} resetScroll={false} aria-label={t('docs.params.linkTo', { name: node.name })}>
            <Box as="span" color="fg.subtle" _hover={{ color: 'brand.solid' }} display="inline-flex">
              <Link2 size={12} aria-hidden />
            </Box>
          </Link>
        </HStack>
      </chakra.td>
      <chakra.td py={2} px={3} verticalAlign="top" fontFamily="mono" fontSize="sm" color="fg.muted">
        {node.type}
      </chakra.td>
      <chakra.td py={2} px={3} verticalAlign="top">
        <Badge size="sm" colorPalette={REQUIREMENT_PALETTE[node.requirement]} variant="subtle">
          {t(`docs.params.requirement.${node.requirement}`)}
        </Badge>
      </chakra.td>
      <chakra.td py={2} px={3} verticalAlign="top" fontFamily="mono" fontSize="sm" wordBreak="break-all">
        {node.example ?? ''}
      </chakra.td>
      <chakra.td py={2} px={3} verticalAlign="top" fontSize="sm">
        {node.description ? <RichHtml html={node.description} richText={richText} /> : null}
      </chakra.td>
    </chakra.tr>
  );
});

/**
 * A parameter tree as a table: unfolded at first, fold/unfold one node or all, an anchor link per field. A deep link
 * (`revealAnchor`) unfolds the way to its field, scrolls to it and highlights it.
 */
export const ParamTable = ({
  nodes,
  caption,
  richText,
  revealAnchor,
}: {
  nodes: readonly ParamNode[];
  caption: string;
  richText: RichText;
  revealAnchor?: string;
}) => {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(() => visibleRows(nodes, collapsed), [nodes, collapsed]);
  const allParents = useMemo(() => parentIds(nodes), [nodes]);
  const onToggle = useCallback(
    (id: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const [revealed, setRevealed] = useState<string>();
  if (revealAnchor !== revealed) {
    // Unfold the way to a deep-linked field during render, so the field exists when the effect scrolls to it.
    setRevealed(revealAnchor);
    const path = revealAnchor ? ancestorsOf(nodes, revealAnchor) : undefined;
    if (path?.some((id) => collapsed.has(id))) setCollapsed((current) => new Set([...current].filter((id) => !path.includes(id))));
  }
  useLayoutEffect(() => {
    if (!revealAnchor || !ancestorsOf(nodes, revealAnchor)) return;
    document.getElementById(revealAnchor)?.scrollIntoView({ block: 'center' });
  }, [revealAnchor, nodes]);

  if (nodes.length === 0) return <Box color="fg.muted">{t('docs.params.none')}</Box>;
  return (
    <Box>
      {allParents.length > 0 ? (
        <HStack gap={2} mb={2} justify="flex-end">
          <Button size="xs" variant="outline" onClick={() => setCollapsed(new Set())} disabled={collapsed.size === 0}>
            {t('docs.params.unfoldAll')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setCollapsed(new Set(allParents))}>
            {t('docs.params.foldAll')}
          </Button>
        </HStack>
      ) : null}
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <chakra.table w="full" minW="760px" tableLayout="fixed" borderCollapse="collapse" fontSize="sm" css={{ '& tbody tr': { borderTopWidth: '1px' } }}>
          <chakra.caption textAlign="start" srOnly>
            {caption}
          </chakra.caption>
          <colgroup>
            {COLUMN_WIDTHS.map((width, index) => (
              <col key={index} style={{ width }} />
            ))}
          </colgroup>
          <chakra.thead bg="bg.muted">
            <chakra.tr>
              {(['name', 'type', 'required', 'example', 'description'] as const).map((column) => (
                <chakra.th key={column} scope="col" textAlign="start" py={2} px={3} fontWeight="semibold" whiteSpace="nowrap">
                  {t(`docs.params.columns.${column}`)}
                </chakra.th>
              ))}
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>
            {rows.map((row) => (
              <Row key={row.node.id} row={row} highlighted={row.node.anchor === revealAnchor} richText={richText} onToggle={onToggle} />
            ))}
          </chakra.tbody>
        </chakra.table>
      </Box>
    </Box>
  );
};
