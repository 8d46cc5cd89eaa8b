import { CatchBoundary } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { LoadingShape } from '../widgets/loading-shape.view';
import { RouteErrorView } from '../widgets/route-error.view';

/**
 * Where a tool shows: a loading line while its code comes, and the route's error view in its place (the tools menu
 * stays) when the code fails to load. `tool` resets the error when the reader picks another tool.
 */
export const ToolSlot = ({ tool, children }: { tool: string; children: ReactNode }) => (
  <CatchBoundary getResetKey={() => tool} errorComponent={RouteErrorView}>
    <Suspense fallback={<LoadingShape kind="form" />}>{children}</Suspense>
  </CatchBoundary>
);
