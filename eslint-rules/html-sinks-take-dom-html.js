/**
 * HTML reaches the DOM only as `DomHtml` (src/domain/doc/safe-html.ts): what the sanitizer returns for server HTML
 * and diagrams (signed by DOMPurify), or rendered markdown signed by `signRenderedMarkdown`. That is the value of
 * `dangerouslySetInnerHTML`'s `__html`, an assignment to `innerHTML` or `outerHTML`, `insertAdjacentHTML`'s markup and
 * `document.write`. The CSP's Trusted Types refuse a plain string at run time (docs/security.md); this rule says so at
 * the line, before any page runs it. Needs type information; without it, every sink is refused.
 */
import ts from 'typescript';

const SINK_PROPERTIES = new Set(['innerHTML', 'outerHTML']);
const WRITE_METHODS = new Set(['write', 'writeln']);

const propertyName = (member) => {
  if (member.type !== 'MemberExpression') return undefined;
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  return member.property.type === 'Literal' && typeof member.property.value === 'string' ? member.property.value : undefined;
};

/** The brand of DomHtml is a property keyed by the unique symbol `forTheDom`. */
const isBranded = (type) => type.getProperties().some((property) => property.getName().startsWith('__@forTheDom'));

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'HTML sinks take DomHtml (sanitized HTML signed for the DOM) only.' },
    schema: [],
    messages: {
      notSafe: '{{sink}} is given a value that is not DomHtml: sanitize it (Sanitizer.sanitize, sanitizeHighlight, sanitizeSvg), or sign rendered markdown with signRenderedMarkdown().',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const typed = Boolean(services?.program && services.esTreeNodeToTSNodeMap);
    const checker = typed ? services.program.getTypeChecker() : undefined;
    const typeOf = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
    const isUndefined = (type) => (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) !== 0;

    const isSafe = (type) => {
      if (type.isUnion()) return type.types.every((part) => isUndefined(part) || isSafe(part));
      return type.isIntersection() ? type.types.some(isBranded) : isBranded(type);
    };
    const report = (node, sink) => context.report({ node, messageId: 'notSafe', data: { sink } });
    const checkHtml = (node, sink) => {
      if (!typed || !isSafe(typeOf(node))) report(node, sink);
    };
    /** `{ __html: x }`, or an expression choosing between such objects and nothing. */
    const checkInnerHtmlProp = (node) => {
      if (node.type === 'ConditionalExpression') return [node.consequent, node.alternate].forEach(checkInnerHtmlProp);
      if (node.type === 'LogicalExpression') return [node.left, node.right].forEach(checkInnerHtmlProp);
      if (node.type === 'Identifier' && node.name === 'undefined') return undefined;
      if (node.type === 'ObjectExpression') {
        const html = node.properties.find((property) => property.type === 'Property' && !property.computed && (property.key.name ?? property.key.value) === '__html');
        if (html && node.properties.length === 1) return checkHtml(html.value, 'dangerouslySetInnerHTML');
      }
      if (!typed) return report(node, 'dangerouslySetInnerHTML');
      const parts = [typeOf(node)].flatMap((type) => (type.isUnion() ? type.types : [type])).filter((part) => !isUndefined(part));
      const safe = parts.every((part) => {
        const html = part.getProperty('__html');
        return html !== undefined && isSafe(checker.getTypeOfSymbolAtLocation(html, services.esTreeNodeToTSNodeMap.get(node)));
      });
      return safe ? undefined : report(node, 'dangerouslySetInnerHTML');
    };

    return {
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'dangerouslySetInnerHTML') return;
        if (node.value?.type !== 'JSXExpressionContainer' || node.value.expression.type === 'JSXEmptyExpression') return report(node, 'dangerouslySetInnerHTML');
        checkInnerHtmlProp(node.value.expression);
      },
      AssignmentExpression(node) {
        const name = propertyName(node.left);
        if (name && SINK_PROPERTIES.has(name)) checkHtml(node.right, name);
      },
      CallExpression(node) {
        const name = propertyName(node.callee);
        if (name === 'insertAdjacentHTML' && node.arguments[1]) checkHtml(node.arguments[1], name);
        if (name && WRITE_METHODS.has(name) && node.callee.object.type === 'Identifier' && node.callee.object.name === 'document') {
          node.arguments.forEach((argument) => checkHtml(argument, `document.${name}`));
        }
      },
    };
  },
};
