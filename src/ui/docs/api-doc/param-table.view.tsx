import { Box, Button, chakra, HStack } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { memo, useCallback, useId, useLayoutEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sanitizer } from '../../../application/ports/rich-text.port';
import type { DomHtml } from '../../../domain/doc/safe-html';
import { ancestorsOf, parentIds, visibleRows, type ParamNode, type ParamRow } from '../../../domain/doc/param-tree';
import { oncePerText } from '../../../domain/doc/once-per-text';
import { ScrollRegion } from '../../widgets/scroll-region.view';
import { ParamFacts, type FactLabels } from './param-facts.view';
import { PARAM_TABLE_CSS } from './param-table.styles';
import { useInReach, useRowsAfterPaint, useRowsHiddenFrom } from './use-rows-after-paint';
import { withBreaks } from './with-breaks';

/**
 * Rows painted at once; the rest follow after that paint, in steps sized to the machine (useRowsAfterPaint), so a
 * large tree shows (and unfolds) without a stall and no step is a long task on a slow phone. Steps go on while the
 * end of the drawn rows is within reach of the view (useInReach), or until every row is drawn once the reader asks
 * for them all: a tree of 20,000 fields holds the screens the reader has reached, not all of them.
 */
const FIRST_ROWS = 30;
/** The smallest step after them: what a slow phone renders, styles and lays out well within a frame budget. */
const MIN_STEP_ROWS = 10;

interface RowLabels {
  readonly facts: FactLabels;
  readonly requirement: Record<ParamNode['requirement'], string>;
  readonly fold: (name: string) => string;
  readonly unfold: (name: string) => string;
  readonly link: (name: string) => string;
  /** The address of this page with `anchor` as its deep link. */
  readonly href: (anchor: string) => string;
}

/**
 * One parameter: a row whose cells the stylesheet lays out as a line (name, type, requirement) with the facts,
 * description and example beneath (PARAM_TABLE_CSS). Plain elements styled by that one stylesheet: hundreds of rows
 * mount at once when a large tree unfolds, and per-element style props would cost a style computation each. For the
 * same reason a row has no element it can do without (the name's and the requirement's cells are the flex line and
 * the badge themselves, the description is its cell's content where the field has no facts, a leaf has no toggle).
 */
const Row = memo(function Row({
  row,
  highlighted,
  description,
  labels,
  onToggle,
}: {
  row: ParamRow;
  highlighted: boolean;
  description?: DomHtml;
  labels: RowLabels;
  onToggle: (id: string) => void;
}) {
  const { node, depth, hasChildren, expanded } = row;
  return (
    <tr id={node.anchor} data-highlighted={highlighted || undefined} style={depth > 0 ? ({ '--param-depth': depth } as CSSProperties) : undefined}>
      <td className="param-name">
        {hasChildren ? (
          <button
            type="button"
            className="param-toggle"
            aria-expanded={expanded}
            aria-label={expanded ? labels.fold(node.name) : labels.unfold(node.name)}
            onClick={() => onToggle(node.id)}
          >
            {expanded ? '▾' : '▸'}
          </button>
        ) : null}
        <code>{withBreaks(node.name)}</code>
        <a href={labels.href(node.anchor)} className="param-anchor" data-anchor={node.anchor} aria-label={labels.link(node.name)}>
          #
        </a>
      </td>
      <td className="param-type">{withBreaks(node.type)}</td>
      <td className={`param-requirement param-${node.requirement}`}>{labels.requirement[node.requirement]}</td>
      {node.facts ? (
        <td className="param-description">
          <ParamFacts facts={node.facts} labels={labels.facts} />
          {description ? <div data-content="backend" dangerouslySetInnerHTML={{ __html: description }} /> : null}
        </td>
      ) : (
        <td className="param-description" data-content="backend" dangerouslySetInnerHTML={description ? { __html: description } : undefined} />
      )}
      <td className="param-example" data-content="backend">
        {withBreaks(node.example ?? '')}
      </td>
    </tr>
  );
});

/**
 * Each description text sanitized once per table, when a row showing it is first rendered: the first screen of a
 * large tree pays for its own rows only, the deferred rows for theirs, and a text repeated down the tree (2,208
 * descriptions, 44 texts in the generated API) costs once (sanitizing was most of a row's cost).
 */
const describerOf = (richText: Sanitizer) => {
  const sanitize = oncePerText((html) => richText.sanitize(html));
  return (node: ParamNode): DomHtml | undefined => (node.description ? sanitize(node.description) : undefined);
};

/** `t(key, { name })` as a function of the name, translated once: a label per row is thousands in a large tree. */
const NAME_SLOT = '\u0000';
const withName = (translated: string) => {
  const parts = translated.split(NAME_SLOT);
  return (name: string) => parts.join(name);
};

/**
 * The table's rows, shown in steps (useRowsAfterPaint): a step renders this body alone, not the table around it, whose
 * stylesheet would otherwise be worked out again at every step. A deep-linked row comes in the first render, with a
 * screenful after it, and is scrolled to as soon as it is there; rows added above it later (the other table) keep it
 * in place through the browser's scroll anchoring.
 */
const ParamRows = ({
  rows,
  nodes,
  revealAnchor,
  describe,
  labels,
  moreComing,
  showAll,
  onToggle,
  onClick,
}: {
  rows: readonly ParamRow[];
  nodes: readonly ParamNode[];
  revealAnchor?: string;
  describe: (node: ParamNode) => DomHtml | undefined;
  labels: RowLabels;
  /** What the table says while rows are still to come: how many of how many show, and whether more come as the reader scrolls. */
  moreComing: (shown: number, total: number, drawing: boolean) => string;
  /** The label of the button that draws every row. */
  showAll: (total: number) => string;
  onToggle: (id: string) => void;
  onClick: (event: React.MouseEvent) => void;
}) => {
  const target = revealAnchor ? rows.findIndex((row) => row.node.anchor === revealAnchor) : -1;
  const [endOfRows, reach] = useInReach();
  // Asked once, every row of this tree is drawn, folds and unfolds included (find-in-page, printing); another
  // operation's tree starts again from the rows in reach.
  const [allAskedFor, setAllAskedFor] = useState<readonly ParamNode[]>();
  const allAsked = allAskedFor === nodes;
  const { shown, complete, drawing, hiddenFrom } = useRowsAfterPaint(rows, nodes, Math.max(FIRST_ROWS, target + FIRST_ROWS), MIN_STEP_ROWS, allAsked ? true : reach);
  const stepsId = useId();
  useRowsHiddenFrom(`tbody[data-steps="${stepsId}"]`, hiddenFrom < shown.length ? hiddenFrom : undefined);
  const targetShown = target >= 0 && target < shown.length;
  useLayoutEffect(() => {
    if (!targetShown || !revealAnchor) return;
    // inline 'start': a table scrolled sideways (a phone's, a deep tree's) comes back to the row's start, its name.
    document.getElementById(revealAnchor)?.scrollIntoView({ block: 'center', inline: 'start' });
  }, [revealAnchor, nodes, targetShown]);
  return (
    <>
      <tbody onClick={onClick} aria-busy={drawing || undefined} data-steps={stepsId}>
        {shown.map((row) => (
          <Row
            key={row.node.id}
            row={row}
            highlighted={row.node.anchor === revealAnchor}
            description={describe(row.node)}
            labels={labels}
            onToggle={onToggle}
          />
        ))}
      </tbody>
      {complete ? null : (
        <tfoot>
          <tr>
            <td className="param-more" colSpan={5} ref={endOfRows}>
              {moreComing(Math.min(hiddenFrom, shown.length), rows.length, drawing)}
              {allAsked ? null : (
                <button type="button" className="param-more-all" onClick={() => setAllAskedFor(nodes)}>
                  {showAll(rows.length)}
                </button>
              )}
            </td>
          </tr>
        </tfoot>
      )}
    </>
  );
};

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
  richText: Sanitizer;
  revealAnchor?: string;
}) => {
  const { t } = useTranslation();
  const router = useRouter();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(() => visibleRows(nodes, collapsed), [nodes, collapsed]);
  const describe = useMemo(() => describerOf(richText), [richText]);
  const allParents = useMemo(() => parentIds(nodes), [nodes]);
  const labels = useMemo<RowLabels>(() => {
    const href = (anchor: string) => router.history.createHref(`${router.state.location.pathname}${router.state.location.searchStr}#${anchor}`);
    return {
      facts: {
        location: { path: t('openapi.facts.in.path'), query: t('openapi.facts.in.query'), header: t('openapi.facts.in.header'), cookie: t('openapi.facts.in.cookie') },
        composition: { oneOf: t('openapi.facts.oneOf'), anyOf: t('openapi.facts.anyOf'), allOf: t('openapi.facts.allOf') },
        deprecated: t('openapi.facts.deprecated'),
        readOnly: t('openapi.facts.readOnly'),
        writeOnly: t('openapi.facts.writeOnly'),
        nullable: t('openapi.facts.nullable'),
        allowed: t('openapi.facts.allowed'),
        defaultValue: t('openapi.facts.default'),
        allValues: (count) => t('openapi.facts.allValues', { count }),
        fewerValues: t('openapi.facts.fewerValues'),
        merged: (names) => t('openapi.facts.merged', { names }),
        drawnAt: (type) => t('openapi.facts.drawnAt', { type }),
        discriminator: (name) => t('openapi.facts.discriminator', { name }),
        listJoin: t('openapi.facts.listJoin'),
        href,
      },
      requirement: {
        required: t('docs.params.requirement.required'),
        optional: t('docs.params.requirement.optional'),
        conditional: t('docs.params.requirement.conditional'),
      },
      fold: withName(t('docs.params.foldOne', { name: NAME_SLOT })),
      unfold: withName(t('docs.params.unfoldOne', { name: NAME_SLOT })),
      link: withName(t('docs.params.linkTo', { name: NAME_SLOT })),
      href,
    };
  }, [t, router]);
  const moreComing = useCallback(
    (shown: number, total: number, drawing: boolean) => t(drawing ? 'docs.params.moreComing' : 'docs.params.moreOnScroll', { shown, total }),
    [t],
  );
  const showAll = useCallback((total: number) => t('docs.params.showAll', { total }), [t]);
  const exampleLabel = useMemo(() => ({ '--param-example-label': JSON.stringify(t('docs.params.examplePrefix')) }) as CSSProperties, [t]);
  // One handler for every anchor link: a router navigation, so the page does not reload and history stays tidy.
  const followAnchor = useCallback(
    (event: React.MouseEvent) => {
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-anchor]');
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      void router.navigate({ to: '.', hash: link.dataset.anchor, resetScroll: false });
    },
    [router],
  );
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
      <ScrollRegion label={t('docs.params.region', { name: caption })} hint={t('docs.params.scrollHint')} frameTestId="param-table-frame" hintTestId="param-table-scroll-hint">
        <chakra.table css={PARAM_TABLE_CSS} style={exampleLabel}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {(['name', 'type', 'required', 'description', 'example'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(`docs.params.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <ParamRows
            rows={rows}
            nodes={nodes}
            revealAnchor={revealAnchor}
            describe={describe}
            labels={labels}
            moreComing={moreComing}
            showAll={showAll}
            onToggle={onToggle}
            onClick={followAnchor}
          />
        </chakra.table>
      </ScrollRegion>
    </Box>
  );
};
