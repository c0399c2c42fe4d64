/**
 * An expected failure is a value (STYLE.md habit 5): a code, the rule that refuses, and a
 * message a participant understands. An event that breaks several rules cites each.
 */
export interface Violation {
  readonly code: string;
  readonly rule: string;
  readonly message: string;
  /** The field of the event at fault, as a dotted path (`deferrals.baseSalary`). */
  readonly field?: string;
}

export const violation = (
  code: string,
  rule: string,
  message: string,
  field?: string,
): Violation => ({ code, rule, message, ...(field !== undefined ? { field } : {}) });

export interface Refusal {
  index: number;
  rules: string[];
  codes: string[];
  message: string;
  /** Each rule broken, with the field at fault where there is one. */
  violations: Violation[];
}

export function refusalOf(index: number, violations: readonly Violation[]): Refusal {
  return {
    index,
    rules: [...new Set(violations.map((v) => v.rule))],
    codes: violations.map((v) => v.code),
    message: violations.map((v) => v.message).join('; '),
    violations: [...violations],
  };
}
