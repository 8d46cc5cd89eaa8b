import { useEffect, useState } from 'react';
import type { ToolsFeature } from '../../application/features/tools.feature';
import type { DraftTool } from '../../domain/tool-draft/stored-draft';
import { useTools } from '../portal/portal.context';

/**
 * The tools' values of this tab, by key: memory only (secrets may be in them), gone with a reload. One map per use-case
 * registry, so that each app (and each view test) starts empty.
 */
const rememberedBy = new WeakMap<ToolsFeature, Map<string, unknown>>();
const rememberedOf = (tools: ToolsFeature): Map<string, unknown> => {
  const existing = rememberedBy.get(tools);
  if (existing) return existing;
  const created = new Map<string, unknown>();
  rememberedBy.set(tools, created);
  return created;
};

/**
 * useState that outlives the view for the tab's life: switching tools, another page, Back and Forward bring the value
 * back as it was left (the route unmounts the tool). Nothing of it is stored.
 */
export const useRemembered = <T>(key: string, initial: () => T) => {
  const remembered = rememberedOf(useTools());
  const [value, setValue] = useState<T>(() => (remembered.has(key) ? (remembered.get(key) as T) : initial()));
  useEffect(() => {
    remembered.set(key, value);
  }, [remembered, key, value]);
  return [value, setValue] as const;
};

/**
 * A tool's fields: remembered as typed for the tab's life, and their storable part (no secret, no body:
 * `storedDraftOf`) kept in session storage, so that a reload starts from it.
 */
export const useToolDraft = <T extends object>(tool: DraftTool, initial: () => T) => {
  const { recallToolDraft, keepToolDraft } = useTools();
  const [value, setValue] = useRemembered<T>(`tool:${tool}`, () => ({ ...initial(), ...recallToolDraft(tool)() }));
  useEffect(() => {
    keepToolDraft(tool, value)();
  }, [keepToolDraft, tool, value]);
  return [value, setValue] as const;
};
