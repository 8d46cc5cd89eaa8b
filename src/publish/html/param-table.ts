import type { ParamNode } from '../../domain/doc/param-tree';
import { escapeHtml as e } from './escape';
import type { PublishedContext } from './published-context';

const DEEPEST_INDENT = 6;

const flatten = (nodes: readonly ParamNode[], depth = 0): { node: ParamNode; depth: number }[] =>
  nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);

const facts = (context: PublishedContext, node: ParamNode): string => {
  const { t } = context;
  const of = node.facts;
  const flags = [
    of?.in ? t(`openapi.facts.in.${of.in}`) : '',
    of?.deprecated ? t('openapi.facts.deprecated') : '',
    of?.readOnly ? t('openapi.facts.readOnly') : '',
    of?.writeOnly ? t('openapi.facts.writeOnly') : '',
    of?.nullable ? t('openapi.facts.nullable') : '',
  ].filter(Boolean);
  const said = [
    flags.length ? e(flags.join(' · ')) : '',
    of?.composition ? e(t(`openapi.facts.${of.composition}`)) : '',
    of?.discriminator ? e(t('openapi.facts.discriminator', { name: of.discriminator })) : '',
    of?.mergedFrom?.length ? e(t('openapi.facts.merged', { names: of.mergedFrom.join(t('openapi.facts.listJoin')) })) : '',
    of?.enumValues?.length ? `${e(t('openapi.facts.allowed'))}${of.enumValues.map((value) => `<code>${e(value)}</code>`).join(' ')}` : '',
    of?.defaultValue !== undefined ? `${e(t('openapi.facts.default'))}<code>${e(of.defaultValue)}</code>` : '',
    // A named type drawn once in its tree: every other use links to its fields.
    of?.drawnAt ? `<a class="see" href="#${e(of.drawnAt.anchor)}">${e(t('openapi.facts.drawnAt', { type: of.drawnAt.typeName }))}</a>` : '',
  ].filter(Boolean);
  return said.length ? `<p>${said.join('<br>')}</p>` : '';
};

/**
 * A parameter tree as one table with every row of every depth shown (indented by depth, each row with the app's
 * anchor, so `#request-order.receiver` leads to the same field in both).
 */
export const paramTable = (context: PublishedContext, nodes: readonly ParamNode[], caption: string): string => {
  const { t, rich } = context;
  if (nodes.length === 0) return `<p>${e(t('docs.params.none'))}</p>`;
  const rows = flatten(nodes)
    .map(({ node, depth }) => {
      const indent = depth > 0 ? ` d${String(Math.min(depth, DEEPEST_INDENT))}` : '';
      const required = node.requirement === 'required' ? ' class="req"' : '';
      const cell = (column: string, content: string, attributes = '') => `<td data-label="${e(t(`docs.params.columns.${column}`))}"${attributes}>${content}</td>`;
      return `<tr id="${e(node.anchor)}"><td class="name${indent}"><code>${e(node.name)}</code></td>${[
        cell('type', e(node.type)),
        cell('required', e(t(`docs.params.requirement.${node.requirement}`)), required),
        node.example ? cell('example', `<code>${e(node.example)}</code>`) : '<td class="empty"></td>',
        cell('description', `${node.description ? rich.sanitize(node.description) : ''}${facts(context, node)}`, ' class="rich"'),
      ].join('')}</tr>`;
    })
    .join('');
  const columns = (['name', 'type', 'required', 'example', 'description'] as const).map((column) => `<th scope="col">${e(t(`docs.params.columns.${column}`))}</th>`).join('');
  return `<section class="scroll" tabindex="0" aria-label="${e(t('docs.params.region', { name: caption }))}"><table class="params"><caption class="skip">${e(caption)}</caption><thead><tr>${columns}</tr></thead><tbody>${rows}</tbody></table></section>`;
};
