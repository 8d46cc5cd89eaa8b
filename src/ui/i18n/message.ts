import type { TFunction } from 'i18next';
import type { Message } from '../../application/notifications/message';

/** Renders an application Message: a translation key, or server text shown as it came. */
export const renderMessage = (t: TFunction, message: Message): string =>
  'text' in message ? message.text : t(message.key, message.values ?? {});
