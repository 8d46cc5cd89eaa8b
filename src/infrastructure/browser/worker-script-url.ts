/**
 * The policy `portal-worker` (docs/security.md): a worker's script is a file of the portal's own origin, as the
 * bundler names it; any other address is refused before a worker starts.
 */
export const WORKER_POLICY_NAME = 'portal-worker';

const policy = (typeof window === 'undefined' ? undefined : window.trustedTypes)?.createPolicy(WORKER_POLICY_NAME, {
  createScriptURL: (url) => {
    const resolved = new URL(url, window.location.href);
    if (resolved.origin !== window.location.origin) throw new TypeError(`A worker's script must be the portal's own: ${resolved.origin}`);
    return resolved.href;
  },
});

/** A worker script's address as `new Worker` takes it under Trusted Types (the address itself elsewhere). */
export const workerScriptUrl = (url: string): TrustedScriptURL | string => (policy ? policy.createScriptURL(url) : url);
