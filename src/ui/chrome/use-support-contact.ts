import { useDeploymentValues } from '../portal/portal.context';

/** The support phone and mailbox of this deployment (international sites have their own), and whether it names hours. */
export const useSupportContact = () => {
  const { portalConfig: config, features } = useDeploymentValues();
  const { supportContact, contactHours: hours, contactQrCode } = features;
  return supportContact === 'international'
    ? { phone: config.internationalPhone, email: config.internationalEmail, hours, qrCode: contactQrCode }
    : { phone: config.supportPhone, email: config.supportEmail, hours, qrCode: contactQrCode };
};
