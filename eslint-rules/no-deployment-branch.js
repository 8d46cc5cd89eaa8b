/**
 * Views, use cases and adapters do not ask which deployment runs (docs/architecture.md "Deployment differences"):
 * they read capabilities (`PortalFeatures`) decided per deployment in src/main. This rule refuses, by type and not by
 * name, (1) reading a dimension of a `Deployment` (variant, environment, site, accountType, docs: a member, a
 * destructured property, however the object is named or picked), and (2) comparing a `PortalFeatures` field with `===`
 * or `!==` (decide it for each value: `decide(...)` or a switch, which switch-exhaustiveness-check holds to every value).
 * Needs type information; without it, it reports nothing.
 */
import ts from 'typescript';

const DIMENSIONS = new Set(['variant', 'environment', 'site', 'accountType', 'docs']);
const DEPLOYMENT = { file: /src\/domain\/deployment\/deployment\.ts$/, names: ['Deployment'] };
const FEATURES = { file: /src\/domain\/deployment\/portal-features\.ts$/, names: ['PortalFeatures', 'DocsSourceFeatures'] };

/** Whether a property symbol is declared in one of the named interfaces of the named file (a Pick keeps it). */
const declaredIn = (symbol, where) =>
  (symbol?.getDeclarations() ?? []).some((declaration) => {
    const owner = declaration.parent;
    return where.names.includes(owner?.name?.getText()) && where.file.test(declaration.getSourceFile().fileName.replace(/\\/g, '/'));
  });

const staticName = (member) => {
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  return member.property.type === 'Literal' && typeof member.property.value === 'string' ? member.property.value : undefined;
};

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'No branch on which deployment runs outside src/main and src/domain/deployment.' },
    schema: [],
    messages: {
      dimension:
        "Reads the deployment's {{name}}: read a capability of PortalFeatures named for what it shows (decided per deployment in src/main/deployment), not which deployment runs.",
      compared: 'Compares the feature {{name}} with ===/!==: decide it for each value (decide(...) or a switch), so a value added later fails the type check here.',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program || !services.esTreeNodeToTSNodeMap) return {};
    const checker = services.program.getTypeChecker();
    const tsNode = (node) => services.esTreeNodeToTSNodeMap.get(node);
    const propertyOf = (objectNode, name) => checker.getTypeAtLocation(tsNode(objectNode)).getNonNullableType().getProperty(name);

    /** The PortalFeatures field a compared operand reads: `features.assistant`, or `assistant` destructured from it. */
    const featureField = (node) => {
      if (node.type === 'MemberExpression') {
        const name = staticName(node);
        return name && declaredIn(propertyOf(node.object, name), FEATURES) ? name : undefined;
      }
      if (node.type !== 'Identifier') return undefined;
      const declaration = checker.getSymbolAtLocation(tsNode(node))?.valueDeclaration;
      const pattern = declaration?.parent;
      if (!pattern || pattern.kind !== ts.SyntaxKind.ObjectBindingPattern) return undefined;
      const name = (declaration.propertyName ?? declaration.name).getText();
      return declaredIn(checker.getTypeAtLocation(pattern).getProperty(name), FEATURES) ? name : undefined;
    };

    return {
      MemberExpression(node) {
        const name = staticName(node);
        if (name && DIMENSIONS.has(name) && declaredIn(propertyOf(node.object, name), DEPLOYMENT)) {
          context.report({ node, messageId: 'dimension', data: { name } });
        }
      },
      ObjectPattern(node) {
        for (const property of node.properties) {
          if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') continue;
          const name = property.key.name;
          if (DIMENSIONS.has(name) && declaredIn(checker.getTypeAtLocation(tsNode(node)).getProperty(name), DEPLOYMENT)) {
            context.report({ node: property, messageId: 'dimension', data: { name } });
          }
        }
      },
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        const name = featureField(node.left) ?? featureField(node.right);
        if (name) context.report({ node, messageId: 'compared', data: { name } });
      },
    };
  },
};
