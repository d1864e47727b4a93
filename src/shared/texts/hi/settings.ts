import type { Translation } from '../language';
import type { SETTINGS_TEXT_EN } from '../settings';

/** Hindi twin of texts/settings.ts's shop texts: the footer's seller details and the policy pages (issue 33). */
export const SETTINGS_TEXT_HI: Translation<typeof SETTINGS_TEXT_EN> = {
  openingHours: (hours: string) => `खुलने का समय: ${hours}`,
  email: 'ई-मेल',
  sellerHeading: 'विक्रेता',
  gstin: 'GSTIN',
  fssai: 'FSSAI लाइसेंस नंबर',
  grievanceOfficer: 'शिकायत अधिकारी',
  policiesHeading: 'नीतियाँ',
  deliveryByPincode: 'शुल्क पिनकोड के हिसाब से',
  freeDeliveryInSomeZones: 'चुनिंदा इलाक़ों में',
  policies: {
    returns: 'रिटर्न नीति',
    refunds: 'रिफ़ंड नीति',
    cancellation: 'कैंसलेशन नीति',
  },
  checkoutPolicies: 'यह ऑर्डर देकर आप हमारी इन नीतियों से सहमत होते हैं:',
  and: 'और',
  policyEmpty: 'दुकान ने अभी यह नीति प्रकाशित नहीं की है। कोई भी सवाल हो तो हमसे संपर्क करें।',
  policyContact: 'कोई सवाल? हमसे संपर्क करें',
};
