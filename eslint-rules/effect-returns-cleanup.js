import ts from 'typescript';

/**
 * An effect callback (useEffect, useLayoutEffect, useInsertionEffect) may return nothing or a cleanup function.
 * Whatever else it returns, React calls as the cleanup when the effect re-runs or the component unmounts: a void
 * DOM method such as scrollIntoView() or focus() may answer a value at run time (scrollIntoView a Promise in current
 * Chromium), and "destroy is not a function" then replaces the page with its error view (issue #16, defect 1).
 *
 * Allowed as what the callback returns: a function literal, `undefined`, `void expr`, or (with type information)
 * an expression whose type is a function in every part but undefined. A `void` type is refused: it promises nothing
 * about the run-time value. A callback passed by name is checked through its signature's return type.
 */
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

const hookName = (callee) => {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return undefined;
};

const isFunctionLiteral = (node) => node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';

/** Every part of the type is undefined or callable, and one part is callable (a cleanup). */
const isCleanupType = (type) => {
  const parts = type.isUnion() ? type.types : [type];
  const callable = parts.filter((part) => part.getCallSignatures().length > 0);
  return callable.length > 0 && parts.every((part) => callable.includes(part) || (part.flags & ts.TypeFlags.Undefined) !== 0);
};

const returnStatementsOf = (body) => {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ReturnStatement') found.push(node);
    // A nested function's returns are its own.
    if (isFunctionLiteral(node) || node.type === 'FunctionDeclaration') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  body.body.forEach(visit);
  return found;
};

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Effect callbacks return nothing or a cleanup function, never another value.' },
    schema: [],
    messages: {
      returnsValue:
        '{{hook}} callback returns a value that is not a cleanup function; React calls it as the cleanup. Use a block body (`() => { ... }`) or return a function.',
      callbackReturnsValue:
        '{{hook}} is given a function whose return type is neither undefined nor a cleanup function: React would call a returned value as the cleanup. Wrap it: `() => { callback(); }`.',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const typed = Boolean(services?.program && services.esTreeNodeToTSNodeMap);
    const checker = typed ? services.program.getTypeChecker() : undefined;
    const typeOf = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));

    const returnsCleanupOrNothing = (expression) => {
      if (isFunctionLiteral(expression)) return true;
      if (expression.type === 'Identifier' && expression.name === 'undefined') return true;
      if (expression.type === 'UnaryExpression' && expression.operator === 'void') return true;
      return typed && isCleanupType(typeOf(expression));
    };

    return {
      CallExpression(node) {
        const hook = hookName(node.callee);
        if (!hook || !EFFECT_HOOKS.has(hook)) return;
        const callback = node.arguments[0];
        if (!callback || callback.type === 'SpreadElement') return;
        const report = (target) => context.report({ node: target, messageId: 'returnsValue', data: { hook } });
        if (isFunctionLiteral(callback)) {
          // An async callback always returns a Promise.
          if (callback.async || callback.generator) {
            report(callback);
            return;
          }
          if (callback.body.type !== 'BlockStatement') {
            if (!returnsCleanupOrNothing(callback.body)) report(callback.body);
            return;
          }
          for (const statement of returnStatementsOf(callback.body)) {
            if (statement.argument && !returnsCleanupOrNothing(statement.argument)) report(statement.argument);
          }
          return;
        }
        const signatures = typed ? typeOf(callback).getCallSignatures() : [];
        const clean = signatures.length > 0 && signatures.every((signature) => {
          const returned = signature.getReturnType();
          return (returned.flags & ts.TypeFlags.Undefined) !== 0 || isCleanupType(returned);
        });
        if (!clean) context.report({ node: callback, messageId: 'callbackReturnsValue', data: { hook } });
      },
    };
  },
};
