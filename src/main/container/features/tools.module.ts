import { ContainerModule } from 'inversify';
import type { ToolsFeature } from '../../../application/features/tools.feature';
import { makeLoadTestableApis, makeLoadTestForm, makeRunApiTest } from '../../../application/use-cases/api-test.use-case';
import { makeQueryToken } from '../../../application/use-cases/query-token.use-case';
import { makeKeepToolDraft, makeRecallToolDraft } from '../../../application/use-cases/tool-draft.use-case';
import { DEFAULT_GATEWAY_BASE_URL } from '../../../domain/signature/signature';
import { lazyOnce } from '../lazy-once';
import { TOKENS } from '../tokens';

/** The developer tools; the signature tool's rules and hash libraries load with the tools pages only. */
export const toolsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Tools)
    .toDynamicValue((context): ToolsFeature => {
      const apiTest = context.get(TOKENS.ApiTestPort);
      const drafts = context.get(TOKENS.FormDrafts);
      const gatewayBaseUrl = context.get(TOKENS.HostTable).environments[context.get(TOKENS.Deployment).environment].gatewayOrigin || DEFAULT_GATEWAY_BASE_URL;
      return {
        queryToken: makeQueryToken({ tokens: context.get(TOKENS.TokenPort) }),
        testableApis: makeLoadTestableApis({ apiTest }),
        loadTestForm: makeLoadTestForm({ apiTest }),
        runApiTest: makeRunApiTest({ apiTest, failures: context.get(TOKENS.FailureAnnouncer) }),
        requestSigner: lazyOnce(async () => {
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
