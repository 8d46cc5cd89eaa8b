import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSupport } from '../portal/portal.context';
import { createFaqRobotDriver, type FaqRobotDriver } from './faq-robot.driver';

/** The FAQ robot for a view: one driver per mounted panel; its countdown stops on unmount. */
export const useFaqRobot = () => {
  const services = useSupport().assistant;
  const queryClient = useQueryClient();
  const [driver] = useState<FaqRobotDriver>(() => createFaqRobotDriver(services, queryClient));
  const state = useSyncExternalStore(driver.subscribe, driver.get, driver.get);
  useEffect(() => () => driver.dispose(), [driver]);
  return { state, send: driver.send, newId: driver.newId };
};
