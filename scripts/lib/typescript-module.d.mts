/** A TypeScript module loaded in Node, and how to let its Vite server go. */
export declare const loadTypeScript: (path: string) => Promise<{ readonly module: Record<string, unknown>; readonly close: () => Promise<void> }>;
export declare const importTypeScript: (path: string) => Promise<Record<string, unknown>>;
