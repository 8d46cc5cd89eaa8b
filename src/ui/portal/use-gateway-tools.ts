import { useDeploymentValues } from './portal.context';

/** Whether this deployment offers the lcp gateway's tools, SDKs and "Try it" (PortalFeatures.lcpGatewayTools). */
export const useGatewayTools = (): boolean => useDeploymentValues().features.lcpGatewayTools;
