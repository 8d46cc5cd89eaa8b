import { ContainerModule } from 'inversify';
import type { PreferencesFeature } from '../../../application/features/preferences.feature';
import { makeFormDrafts } from '../../../application/use-cases/form-drafts.use-case';
import { makeCloseNotice, makeIsNoticeClosed } from '../../../application/use-cases/notice-banner.use-case';
import { makeChooseSite, makeGetLocale, makeGetThemeChoice, makeSetLocale, makeSetThemeChoice } from '../../../application/use-cases/preferences.use-case';
import { decide } from '../../../domain/deployment/decide';
import { TOKENS } from '../tokens';

/** What the browser keeps for the reader: language, theme, international site, the closed notice, form drafts. */
export const preferencesModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.FormDrafts)
    .toResolvedValue((sessionStorage) => makeFormDrafts({ sessionStorage }), [TOKENS.SessionStorage])
    .inSingletonScope();
  bind(TOKENS.Preferences)
    .toDynamicValue((context): PreferencesFeature => {
      const deployment = context.get(TOKENS.Deployment);
      const local = context.get(TOKENS.LocalStore);
      return {
        getLocale: makeGetLocale({ local, deployment }),
        setLocale: makeSetLocale({ local }),
        getThemeChoice: makeGetThemeChoice({ local }),
        setThemeChoice: makeSetThemeChoice({ local }),
        chooseSite: makeChooseSite({
          local,
          location: context.get(TOKENS.Location),
          siteOrigin: decide(deployment.environment, { local: 'page', test: 'siteHost', uat: 'siteHost', prod: 'siteHost' }),
          sites: context.get(TOKENS.DeploymentValues).sites,
          isAllowedRedirect: context.get(TOKENS.RedirectGuard),
        }),
        isNoticeClosed: makeIsNoticeClosed({ local }),
        closeNotice: makeCloseNotice({ local }),
        formDrafts: context.get(TOKENS.FormDrafts),
      };
    })
    .inSingletonScope();
});
