/**
 * The paths of the routes the start-up preload knows (build/early-chunks.vite-plugin.ts): the route files and the
 * preload read them here, so the preload's address patterns are made from the routes' own paths, never a copy.
 * TanStack's path syntax: `$name` is a parameter.
 */
export const HOME_PATH = 'home';
export const OPEN_BUSINESS_PATH = 'open-business-document';
export const API_DOC_PATH = 'api-doc/$unitId/$docId';
export const DEVELOPER_TOOL_PATH = 'common-development-tools/$unitId/$toolName';

/**
 * The hash addresses of a route path (`/a/$id/b`), with parameters filled from `values` where given and any value
 * otherwise; a query or an in-page anchor may follow.
 */
export const hashPattern = (path: string, values: Readonly<Record<string, string>> = {}): RegExp => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const partPattern = (part: string) => {
    if (!part.startsWith('$')) return escape(part);
    const value = values[part.slice(1)];
    return value === undefined ? '[^/?#]+' : escape(value);
  };
  const body = path.split('/').map(partPattern).join('/');
  return new RegExp(`^#${body}([?#].*)?$`);
};
