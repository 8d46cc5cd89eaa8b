import type { IO } from 'fp-ts/IO';
import { storedDraftOf, type DraftTool, type StoredDraft } from '../../domain/tool-draft/stored-draft';
import type { FormDrafts } from './form-drafts.use-case';

/** A tool's draft is a form draft whose every read and write passes `storedDraftOf` (never a secret). */
const formIdOf = (tool: DraftTool) => `tool.${tool}`;

/** A tool's stored fields of this tab (read back through the same filter: nothing else enters a form from storage). */
export const makeRecallToolDraft =
  (deps: { drafts: FormDrafts }) =>
  (tool: DraftTool): IO<StoredDraft> =>
  () =>
    storedDraftOf(tool, deps.drafts.read(formIdOf(tool)));

/** Keeps the storable part of a tool's fields (`storedDraftOf` lists what may be kept). */
export const makeKeepToolDraft =
  (deps: { drafts: FormDrafts }) =>
  (tool: DraftTool, fields: object): IO<void> =>
  () => {
    deps.drafts.save(formIdOf(tool), storedDraftOf(tool, fields));
  };
