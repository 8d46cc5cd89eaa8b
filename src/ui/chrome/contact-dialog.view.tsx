import { useDeploymentValues } from '../portal/portal.context';
import { LoadWhenOpen } from '../widgets/load-on-first-use';

const loadContactDetails = () => import('./contact-details.view').then((module) => module.ContactDetailsDialog);

/** The support phone and mailbox of this deployment (international sites have their own), and whether it names hours. */
export const useSupportContact = () => {
  const { portalConfig: config, features } = useDeploymentValues();
  const { supportContact, contactHours: hours, contactQrCode } = features;
  return supportContact === 'international'
    ? { phone: config.internationalPhone, email: config.internationalEmail, hours, qrCode: contactQrCode }
    : { phone: config.supportPhone, email: config.supportEmail, hours, qrCode: contactQrCode };
};

/** Contact: its details and their dialog load the first time it opens (contact-details.view.tsx). */
export const ContactDialog = (props: { open: boolean; onOpenChange: (open: boolean) => void }) => <LoadWhenOpen load={loadContactDetails} {...props} />;
