import { Link } from 'react-router';
import { POLICY_KINDS } from '#src/shared/shop';
import { SETTINGS_TEXT } from '#src/shared/texts/settings';

const T = SETTINGS_TEXT;

/**
 * One line near the pay button linking the return, refund and cancellation policies (issue 30 §3, E-Commerce
 * Rules; decision 056), the pages the footer links too.
 */
export function PolicyLinks() {
  return (
    <p className="mt-2 text-center text-xs text-slate-600" data-policy-links="">
      {T.checkoutPolicies}{' '}
      {POLICY_KINDS.map((kind, index) => (
        <span key={kind}>
          {index > 0 ? (index === POLICY_KINDS.length - 1 ? ` ${T.and} ` : ', ') : null}
          <Link to={`/policies/${kind}`} className="underline hover:text-brand-700">
            {T.policies[kind].toLowerCase()}
          </Link>
        </span>
      ))}
      .
    </p>
  );
}
