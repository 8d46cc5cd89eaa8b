export { ChunkLoadError, isChunkLoadError } from '../../application/concurrency/chunk-load-error';
