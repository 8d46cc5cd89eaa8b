/**
 * Run in the page before its scripts: each CSP or Trusted Types violation (a report-only one too) is said as a console
 * error, which fails the browser test (fixtures.ts) or is a finding of the walk, under nginx's whole policy as under
 * the one `vite preview` enforces and the dev server reports (docs/testing.md).
 */
export const sayPolicyViolations = () => {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${String(event.lineNumber)})`);
  });
};
