import { POPULAR_DOMAINS, run } from '@zootools/email-spell-checker';

/**
 * The address to suggest for what the shopper typed in an e-mail field, or undefined when there is nothing to
 * suggest (spec: shell-account §5 "typos are suggested as 'Did you mean {suggestion}?' ... (spaces removed; a domain
 * missing its @ is fixed)"): spaces removed, an '@' put back before a well-known domain the address ends with
 * ('janegmail.com' → 'jane@gmail.com'), and a misspelt domain corrected by @zootools/email-spell-checker
 * ('jane@gmial.com' → 'jane@gmail.com'). Loaded with the login modal, never in the initial JS.
 */
export function suggestEmail(typed: string): string | undefined {
  let candidate = typed.replace(/\s+/g, '');
  if (!candidate) return undefined;
  if (!candidate.includes('@')) {
    const lower = candidate.toLowerCase();
    const domain = POPULAR_DOMAINS.find((d) => lower.endsWith(d) && lower.length > d.length);
    if (!domain) return undefined;
    const at = candidate.length - domain.length;
    candidate = `${candidate.slice(0, at)}@${candidate.slice(at)}`;
  }
  const corrected = run({ email: candidate })?.full ?? candidate;
  return corrected !== typed ? corrected : undefined;
}
