import { passwordRules } from '../../../core/customers';
import { accountCopy } from '../../copy/account-copy';

/**
 * The four rules of a new password with whether each is met (spec: shell-account §5 New password): each says
 * "Requirement met" or "not met" to screen readers; the ✓ / ✕ icons show once the shopper has typed.
 */
export function PasswordRulesList({ password, id }: { password: string; id: string }) {
  const typed = password.length > 0;
  const t = accountCopy.rules;
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__heading">{t.heading}</p>
      <ul>
        {passwordRules(password).map((rule) => (
          <li key={rule.id} className={typed ? (rule.met ? 'is-met' : 'is-unmet') : undefined}>
            {typed && (
              <span className="password-rules__icon" aria-hidden="true">
                {rule.met ? '✓' : '✕'}
              </span>
            )}
            {rule.label}
            <span className="visually-hidden">{`: ${rule.met ? t.met : t.notMet}`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
