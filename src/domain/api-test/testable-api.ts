/** The APIs of a unit that the test console can call (GET /bizapinterface/selectBizApiList). */
export interface TestableApi {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  /** The method path, e.g. /ecap/v1/orders/create; '' when the server has none. */
  readonly path: string;
}

export interface TestableApiGroup {
  /** The path without its last segment ('/ecap/v1/orders'); '' for APIs without a path. */
  readonly key: string;
  readonly apis: readonly TestableApi[];
}

/** '/ecap/v1/orders/create' → '/ecap/v1/orders'; '/create' → '/'; '' → ''. */
export const groupKeyOf = (path: string): string => {
  const trimmed = path.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  const cut = trimmed.lastIndexOf('/');
  return cut <= 0 ? '/' : trimmed.slice(0, cut);
};

/**
 * The list has no category (id, apiCode, apiName, apiUrl only), so APIs are grouped by their path's resource, the
 * path without the operation: '/ecap/v1/orders/create' and '/ecap/v1/orders/cancel' go together. Groups and the
 * APIs inside keep the server's order.
 */
export const groupTestableApis = (apis: readonly TestableApi[]): readonly TestableApiGroup[] => {
  const groups = new Map<string, TestableApi[]>();
  for (const api of apis) {
    const key = groupKeyOf(api.path);
    const members = groups.get(key);
    if (members) members.push(api);
    else groups.set(key, [api]);
  }
  return [...groups].map(([key, members]) => ({ key, apis: members }));
};

/** The API to preselect (opened from a doc page's debugging button), when the list has it. */
export const preselectedApi = (groups: readonly TestableApiGroup[], apiId: number | undefined): TestableApi | undefined =>
  apiId === undefined ? undefined : groups.flatMap((group) => group.apis).find((api) => api.id === apiId);
