import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AiChatUser } from '../../application/assistant/ai-chat.machine';
import type { SessionState } from '../../application/session/session';
import { unreadWorkOrdersQuery } from '../reads/unread-work-orders.queries';
import { useObservable, useSession, useSupport } from '../portal/portal.context';
import { createAiChatDriver, type AiChatDriver } from './ai-chat.driver';

export const chatUserOf = (session: SessionState): AiChatUser =>
  session.user?.name ? { loggedIn: session.loggedIn, name: session.user.name } : { loggedIn: session.loggedIn };

/**
 * The AI chat for a view: one driver per mounted panel. Opening and closing follow `open`; a page change stops the
 * answer in progress, and so does unmounting (every poll and timer stops).
 */
export const useAiChat = (open: boolean) => {
  const { assistant: services, workOrders } = useSupport();
  const queryClient = useQueryClient();
  // The header badge's query, asked afresh when the chat opens: one cache entry and its silent meta for both.
  const unreadCount = () => queryClient.query({ ...unreadWorkOrdersQuery(workOrders, true), staleTime: 0 });
  const session = useObservable(useSession());
  const [driver] = useState<AiChatDriver>(() => createAiChatDriver({ services, queries: queryClient, unreadCount }, chatUserOf(session)));
  const state = useSyncExternalStore(driver.subscribe, driver.get, driver.get);
  const pathname = useRouterState({ select: (router) => router.location.pathname });
  const firstPath = useRef(pathname);
  const user = chatUserOf(session);

  useEffect(() => () => driver.dispose(), [driver]);
  useEffect(() => {
    driver.send(open ? { type: 'opened', user: chatUserOf(session) } : { type: 'closed' });
    // The session is read when opening; later changes arrive as userChanged below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [driver, open]);
  useEffect(() => {
    driver.send({ type: 'userChanged', user: { loggedIn: user.loggedIn, ...(user.name ? { name: user.name } : {}) } });
  }, [driver, user.loggedIn, user.name]);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    driver.send({ type: 'pageChanged' });
  }, [driver, pathname]);

  return { state, send: driver.send, newId: driver.newId };
};
