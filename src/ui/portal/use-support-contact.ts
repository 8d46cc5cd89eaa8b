import { decide } from '../../domain/deployment/decide';
import { useDeploymentValues } from './portal.context';

/** The support phone and mailbox of this deployment (international sites have their own), and whether it names hours. */
export const useSupportContact = () => {
  const { portalConfig: config, features } = useDeploymentValues();
  const { supportContact, contactHours: hours, contactQrCode } = features;
  const contact = decide(supportContact, {
    international: { phone: config.internationalPhone, email: config.internationalEmail },
    domestic: { phone: config.supportPhone, email: config.supportEmail },
  });
  return { ...contact, hours, qrCode: contactQrCode };
};
