import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SearchTarget } from '../../../domain/search/search';

/** The title of a hit as a link to its page (docs/routes.md "Search result links"); plain text when it has none. */
export const SearchHitLink = ({ target, children }: { target: SearchTarget; children: ReactNode }) => {
  const link = (to: ReactNode) => (
    <ChakraLink asChild colorPalette="brand" fontWeight="semibold" fontSize="lg">
      {to}
    </ChakraLink>
  );
  switch (target.kind) {
    case 'apiDoc':
      return link(
        <Link to="/open-business-document/api-doc/$unitId/$docId" params={{ unitId: target.unitId, docId: target.docId }}>
          {children}
        </Link>,
      );
    case 'messageDoc':
      return link(
        <Link to="/open-business-document/message-doc/$unitId/$docId" params={{ unitId: target.unitId, docId: target.docId }}>
          {children}
        </Link>,
      );
    case 'accessGuide':
      return link(
        <Link to="/open-business-document/access-guide/$unitId" params={{ unitId: target.unitId }}>
          {children}
        </Link>,
      );
    case 'accessGuideDoc':
      return link(
        <Link to="/open-business-document/access-guide/$unitId/$docId" params={{ unitId: target.unitId, docId: target.docId }}>
          {children}
        </Link>,
      );
    case 'devSupport':
      return link(
        <Link to="/devSupport/$docId" params={{ docId: target.docId }}>
          {children}
        </Link>,
      );
    case 'question':
      return link(
        <Link to="/qs/$channelId/$questionId" params={{ channelId: target.channelId, questionId: target.questionId }}>
          {children}
        </Link>,
      );
    case 'questionDocs':
      return link(<Link to="/question-docs">{children}</Link>);
    case 'none':
      return <span>{children}</span>;
  }
};
