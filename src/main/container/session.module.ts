import { ContainerModule } from 'inversify';
import { decideFailureEffect } from '../../application/errors/failure-policy';
import { createFailureAnnouncer } from '../../application/notifications/failure-announcer';
import { createNotificationCenter } from '../../application/notifications/notification-center';
import { createSessionStore } from '../../application/session/session';
import { isAllowedRedirect } from '../../domain/deployment/host-table';
import { TOKENS } from './tokens';

/** Session state, global notifications, the redirect allow-list and the failure policy's side effects. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Session).toResolvedValue(createSessionStore).inSingletonScope();
  bind(TOKENS.Notifications).toResolvedValue(createNotificationCenter).inSingletonScope();
  bind(TOKENS.FailureAnnouncer).toResolvedValue((notifications) => createFailureAnnouncer(notifications), [TOKENS.Notifications]).inSingletonScope();

  bind(TOKENS.RedirectGuard)
    .toResolvedValue(
      (table, location) => (url: string) => isAllowedRedirect(table, url, location.origin()),
      [TOKENS.HostTable, TOKENS.Location],
    )
    .inSingletonScope();

  // Resolves the identity feature lazily, at failure time: the HTTP client, login and use cases depend on each other.
  bind(TOKENS.FailureHandler)
    .toDynamicValue((context) => {
      const { notLoginOnUserInfo } = context.get(TOKENS.PortalFeatures);
      const notifications = context.get(TOKENS.Notifications);
      const announcer = context.get(TOKENS.FailureAnnouncer);
      const session = context.get(TOKENS.Session);
      return (error, meta) => {
        const effect = decideFailureEffect(error, meta, notLoginOnUserInfo);
        switch (effect.kind) {
          case 'none':
            return;
          case 'startLogin':
            void context.get(TOKENS.Identity).startLogin()();
            return;
          case 'reloginPrompt':
            session.signedOut();
            notifications.openReloginPrompt();
            return;
          case 'toast':
            // The caller (a query's or mutation's meta) may still make it silent or a described refusal only.
            announcer.announce(error, effect.message, effect.durationMs, (said) => decideFailureEffect(error, { ...meta, ...said }, notLoginOnUserInfo));
            return;
        }
      };
    })
    .inSingletonScope();
});
