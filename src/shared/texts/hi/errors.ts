import type { ERRORS_TEXT } from '../errors';
import type { Translation } from '../language';
import { SPEC_TEXT_HI } from './spec';

/** Hindi twin of texts/errors.ts (issue 33). */
export const ERRORS_TEXT_HI: Translation<typeof ERRORS_TEXT> = {
  errors: {
    badAddress: 'यह पता मान्य नहीं है',
    badHost: 'Host हेडर मान्य नहीं है',
    invalidJson: 'अनुरोध का डेटा मान्य JSON नहीं है',
    unstorableText: 'अनुरोध में ऐसे अक्षर हैं जो सेव नहीं हो सकते',
    unavailable: `${SPEC_TEXT_HI.unavailable}। ${SPEC_TEXT_HI.unavailableBody}`,
    noAnswer: 'कुछ गड़बड़ हो गई। कृपया अपना कनेक्शन जाँचें और फिर कोशिश करें।',
    internal: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
    notFound: 'नहीं मिला',
    noApiRoute: (method: string, path: string) => `कोई API रूट नहीं: ${method} ${path}`,
    nothingAt: (path: string) => `${path} पर कुछ नहीं है`,
    forbidden: 'आपको यह करने की अनुमति नहीं है',
    signInToContinue: 'जारी रखने के लिए कृपया साइन इन करें',
    signInAgain: 'कृपया फिर से साइन इन करें',
    sessionExpired: 'आपका सेशन ख़त्म हो गया है। कृपया फिर से साइन इन करें',
    ownAccountOnly: 'आप सिर्फ़ अपने खाते पर ही यह कर सकते हैं',
    databaseUnreachable: 'डेटाबेस तक पहुँच नहीं हो पा रही',
    tooManyAttempts: (seconds: number) =>
      seconds < 60
        ? `बहुत ज़्यादा कोशिशें। कृपया ${seconds} सेकंड बाद फिर कोशिश करें।`
        : `बहुत ज़्यादा कोशिशें। कृपया ${Math.ceil(seconds / 60)} मिनट बाद फिर कोशिश करें।`,
  },
};
