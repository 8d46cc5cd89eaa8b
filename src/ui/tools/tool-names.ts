/** The developer tools, by their route segment (common-development-tools/{unitId}/{toolName}). */
export const DEV_TOOLS = ['api-test', 'sign', 'token-search'] as const;
export type DevTool = (typeof DEV_TOOLS)[number];

export const isDevTool = (name: string): name is DevTool => (DEV_TOOLS as readonly string[]).includes(name);
