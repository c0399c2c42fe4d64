/** Pure helpers for the message tables (no i18next instance), so they can be unit-tested. */

/** Every key path of a nested message table: { a: { b: 'x' } } -> ['a.b']. */
export function flattenKeys(messages: object, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null) keys.push(...flattenKeys(value, path));
    else keys.push(path);
  }
  return keys.sort();
}

/** Every `{{variable}}` a message uses, sorted. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** The value at a key path, or undefined. */
export function lookup(messages: object, path: string): unknown {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The message keys that may title a plan section, most specific first:
 * "5.1(b)(ii)" -> ["rule.s5_1_b_ii", "rule.s5_1_b", "rule.s5_1"]. A regulation cite
 * ("§1.409A-3(j)(4)(ix)") or anything else gives none.
 */
export function ruleKeys(rule: string): string[] {
  const match = /^(\d+\.\d+)((?:\([a-z0-9]+\))*)$/i.exec(rule.trim());
  if (!match) return [];
  const [, section = '', parts = ''] = match;
  const subsections = [...parts.matchAll(/\(([a-z0-9]+)\)/gi)].map((part) => part[1] ?? '');
  const base = 's' + section.replace('.', '_');
  const keys: string[] = [];
  for (let depth = subsections.length; depth >= 0; depth -= 1) {
    keys.push(['rule.' + base, ...subsections.slice(0, depth)].join('_'));
  }
  return keys;
}
