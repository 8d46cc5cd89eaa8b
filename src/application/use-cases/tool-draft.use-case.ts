import { storedDraftOf, type DraftTool, type StoredDraft } from '../../domain/tool-draft/stored-draft';
import type { KeyValueStore } from '../ports/storage.port';

const keyOf = (tool: DraftTool) => `lcp.toolDraft.${tool}`;

/** A tool's stored fields of this tab (read back through the same filter: nothing else enters a form from storage). */
export const makeRecallToolDraft =
  (deps: { sessionStorage: KeyValueStore }) =>
  (tool: DraftTool): StoredDraft => {
    const raw = deps.sessionStorage.get(keyOf(tool));
    if (!raw) return {};
    try {
      return storedDraftOf(tool, JSON.parse(raw));
    } catch {
      return {};
    }
  };

/** Keeps the storable part of a tool's fields (never a secret: `storedDraftOf` lists what may be kept). */
export const makeKeepToolDraft =
  (deps: { sessionStorage: KeyValueStore }) =>
  (tool: DraftTool, fields: object): void => {
    deps.sessionStorage.set(keyOf(tool), JSON.stringify(storedDraftOf(tool, fields)));
  };
