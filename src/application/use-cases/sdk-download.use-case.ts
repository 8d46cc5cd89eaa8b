import type { Sdk } from '../../domain/doc/sdk';

/**
 * Where an SDK's file is downloaded: the file service of this environment (the sandbox's files locally), each part of
 * the file key encoded; undefined when the SDK has no file ('SDK not exist!').
 */
export const makeSdkDownloadUrl =
  (deps: { fileOrigin: string; pageOrigin: () => string }) =>
  (sdk: Sdk): string | undefined =>
    sdk.fileKey
      ? `${deps.fileOrigin || `${deps.pageOrigin()}/__sandbox/files`}/${sdk.fileKey.split('/').map(encodeURIComponent).join('/')}`
      : undefined;
