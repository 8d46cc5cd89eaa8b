/** Per-route facts the guards and the chrome read (TanStack Router staticData). */
export interface RouteMeta {
  /** Pages that always check login first (spec §4: ApiTestMainPage, Apply, MySystem, Oauth). */
  readonly requiresLogin?: boolean;
  /** i18n key of the page title (document.title and headings). */
  readonly titleKey?: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends RouteMeta {}
}
