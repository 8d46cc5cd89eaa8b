import { ContainerModule } from 'inversify';
import type { ToolsFeature } from '../../../application/features/tools.feature';
import { makeQueryToken } from '../../../application/use-cases/query-token.use-case';
import { makeKeepToolDraft, makeRecallToolDraft } from '../../../application/use-cases/tool-draft.use-case';
import { DEFAULT_GATEWAY_BASE_URL } from '../../../domain/signature/sign-settings';
import { loadOnce } from '../../../application/concurrency/load-once';
import { lazyPort } from '../lazy-port';
import { TOKENS } from '../tokens';

/**
 * The developer tools. The API test console's rules (validation, formatting, the call) and the signature tool's rules
 * and hash libraries load with their pages only: no first view uses them (docs/performance.md).
 */
export const toolsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Tools)
    .toDynamicValue((context): ToolsFeature => {
      const apiTest = context.get(TOKENS.ApiTestPort);
      const drafts = context.get(TOKENS.FormDrafts);
      const failures = context.get(TOKENS.FailureAnnouncer);
      const gatewayBaseUrl = context.get(TOKENS.HostTable).environments[context.get(TOKENS.Deployment).environment].gatewayOrigin || DEFAULT_GATEWAY_BASE_URL;
      return {
        queryToken: makeQueryToken({ tokens: context.get(TOKENS.TokenPort) }),
        ...lazyPort<Pick<ToolsFeature, 'testableApis' | 'loadTestForm' | 'runApiTest'>>(
          loadOnce(() =>
            import('../../../application/use-cases/api-test.use-case').then((module) => ({
              testableApis: module.makeLoadTestableApis({ apiTest }),
              loadTestForm: module.makeLoadTestForm({ apiTest }),
              runApiTest: module.makeRunApiTest({ apiTest, failures }),
            })),
          ),
          { testableApis: true, loadTestForm: true, runApiTest: { kind: 'TestCallFailed', step: 'test', cause: { kind: 'Network' } } },
        ),
        requestSigner: loadOnce(async () => {
          const [signing, crypto] = await Promise.all([
            import('../../../application/use-cases/sign-request.use-case'),
            import('../../../infrastructure/crypto/digest.adapter'),
          ]);
          return signing.makeSignRequest({ digest: crypto.nobleDigest, gatewayBaseUrl });
        }),
        gatewayBaseUrl: () => gatewayBaseUrl,
        recallToolDraft: makeRecallToolDraft({ drafts }),
        keepToolDraft: makeKeepToolDraft({ drafts }),
      };
    })
    .inSingletonScope();
});
