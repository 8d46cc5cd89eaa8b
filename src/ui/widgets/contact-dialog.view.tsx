import { LoadWhenOpen } from './load-on-first-use';

const loadContactDetails = () => import('./contact-details.view').then((module) => module.ContactDetailsDialog);

/** Contact: its details and their dialog load the first time it opens (contact-details.view.tsx). */
export const ContactDialog = (props: { open: boolean; onOpenChange: (open: boolean) => void }) => <LoadWhenOpen load={loadContactDetails} {...props} />;
