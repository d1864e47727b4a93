import { SPEC_TEXT } from './spec';

/** What the API answers when something general goes wrong: the error handler, the auth hooks, the router. */
export const ERRORS_TEXT = {
  errors: {
    badAddress: 'The address is not valid',
    badHost: 'The Host header is not valid',
    invalidJson: 'The request body is not valid JSON',
    unstorableText: 'The request contains characters that cannot be stored',
    unavailable: `${SPEC_TEXT.unavailable}. ${SPEC_TEXT.unavailableBody}`,
    /** The web's words when a call got no answer at all (offline, server gone). */
    noAnswer: 'Something went wrong. Please check your connection and try again.',
    internal: 'Something went wrong on our side. Please try again.',
    notFound: 'Not found',
    noApiRoute: (method: string, path: string) => `No API route ${method} ${path}`,
    nothingAt: (path: string) => `Nothing at ${path}`,
    forbidden: 'You are not allowed to do that',
    signInToContinue: 'Please sign in to continue',
    signInAgain: 'Please sign in again',
    sessionExpired: 'Your session has expired. Please sign in again',
    ownAccountOnly: 'You can only act on your own account',
    databaseUnreachable: 'The database is not reachable',
    /** Seconds under a minute (a progressive delay, decision 014), whole minutes above. */
    tooManyAttempts: (seconds: number) => {
      const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
      return `Too many attempts. Please try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`;
    },
  },
} as const;
