/**
 * Placing a refusal beside the field it concerns. The server's problem+json names a `field`
 * when it knows one (a schema error, `deferrals.baseSalary`); a refusal by the plan's engine
 * gives its `rules` and a message of one or more parts joined by "; ", each part beginning
 * with what it is about (`baseSalary: at most 75% …`, `SDA:2029-03: installments …`).
 */
import type { Problem } from '../api/types';
import { components } from './election-state';

export interface PlacedRefusal {
  /** A form slot: `deferrals.baseSalary`, `allocation`, `schedules.RTA`, `investments.RTA`, or `general`. */
  slot: string;
  rules: string[];
  message: string;
}

const accountPattern = /^(RTA|CCA|SDA:\d{4}-\d{2})$/;

/** The form slot a server field belongs to: `allocation[1].pct` -> `allocation`. */
export function slotOf(field: string, accounts: readonly string[] = []): string {
  const [head = '', ...rest] = field.split('.');
  const index = /^allocation\[(\d+)\]/.exec(field);
  if (index !== null) {
    const account = accounts[Number(index[1])];
    return account === undefined ? 'allocation' : `allocation.${account}`;
  }
  if (head === 'deferrals' && rest.length > 0) return `deferrals.${rest[0]}`;
  if ((head === 'schedules' || head === 'investments') && rest.length > 0) {
    // An SDA's name has a colon, not a dot; the account is the next segment.
    return `${head}.${rest[0]}`;
  }
  if (head === 'allocation') return 'allocation';
  return 'general';
}

/** Which rules fit a slot, so that a part of a message keeps only its own sections. */
function rulesFor(slot: string, rules: readonly string[]): string[] {
  const family = slot.split('.')[0];
  const fits = (rule: string) => {
    if (family === 'deferrals') return rule.startsWith('1.12');
    if (family === 'allocation') return /^(3\.1|3\.3|3\.4|1\.32)/.test(rule);
    if (family === 'schedules') return /^(5\.|6\.1)/.test(rule);
    if (family === 'investments') return /^7\./.test(rule);
    return false;
  };
  const own = rules.filter(fits);
  return own.length > 0 ? own : [...rules];
}

/** The slot one part of an engine message is about, from the words it begins with. */
function slotOfMessage(part: string): string {
  const colon = part.indexOf(': ');
  const subject = colon === -1 ? '' : part.slice(0, colon);
  if ((components as readonly string[]).includes(subject)) return `deferrals.${subject}`;
  if (accountPattern.test(subject)) {
    if (/investment/i.test(part)) return `investments.${subject}`;
    if (/specified year/i.test(part)) return `allocation.${subject}`;
    return `schedules.${subject}`;
  }
  if (/allocation to sub-accounts|Specified Date Accounts/i.test(part)) return 'allocation';
  return 'general';
}

/** Each refusal of a problem, with the slot it goes beside. */
export function placeRefusals(problem: Problem, accounts: readonly string[] = []): PlacedRefusal[] {
  const rules = [...new Set([...(problem.rules ?? []), ...(problem.rule ? [problem.rule] : [])])];
  const message = problem.detail ?? problem.title ?? '';
  if (problem.violations !== undefined && problem.violations.length > 0) {
    return problem.violations.map((v) => ({
      slot: v.field ? slotOf(v.field, accounts) : 'general',
      rules: [v.rule],
      message: v.message,
    }));
  }
  if (problem.field !== undefined && problem.field !== '') {
    return [{ slot: slotOf(problem.field, accounts), rules, message }];
  }
  const parts = message
    .split('; ')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return [{ slot: 'general', rules, message }];
  return parts.map((part) => {
    const slot = slotOfMessage(part);
    return { slot, rules: slot === 'general' ? rules : rulesFor(slot, rules), message: part };
  });
}
