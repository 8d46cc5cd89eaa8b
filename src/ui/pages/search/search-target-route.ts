import { linkOptions } from '@tanstack/react-router';
import type { SuggestionTarget } from '../../../domain/search/finder';

/** The route of a search hit or finder suggestion (docs/routes.md "Search result links"): for a Link or navigate. */
export const routeOfTarget = (target: SuggestionTarget) => {
  switch (target.kind) {
    case 'apiDoc':
      return linkOptions({ to: '/open-business-document/api-doc/$unitId/$docId', params: { unitId: target.unitId, docId: target.docId } });
    case 'messageDoc':
      return linkOptions({ to: '/open-business-document/message-doc/$unitId/$docId', params: { unitId: target.unitId, docId: target.docId } });
    case 'accessGuide':
      return linkOptions({ to: '/open-business-document/access-guide/$unitId', params: { unitId: target.unitId } });
    case 'accessGuideDoc':
      return linkOptions({ to: '/open-business-document/access-guide/$unitId/$docId', params: { unitId: target.unitId, docId: target.docId } });
    case 'devSupport':
      return linkOptions({ to: '/devSupport/$docId', params: { docId: target.docId } });
    case 'question':
      return linkOptions({ to: '/qs/$channelId/$questionId', params: { channelId: target.channelId, questionId: target.questionId } });
    case 'questionDocs':
      return linkOptions({ to: '/question-docs' });
  }
};
