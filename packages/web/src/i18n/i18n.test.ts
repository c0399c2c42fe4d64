import { SupplementalWages } from '@defcomp/domain';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { flattenKeys, lookup, placeholders, ruleKeys } from './keys';
import { zhHant } from './zh-Hant';

const languages = { en, 'zh-Hant': zhHant };

describe('i18n completeness', () => {
  const enKeys = flattenKeys(en);

  it('every key in en exists in zh-Hant and vice versa', () => {
    expect(flattenKeys(zhHant)).toEqual(enKeys);
  });

  it.each(Object.entries(languages))('%s has no empty message', (_language, messages) => {
    for (const key of flattenKeys(messages)) {
      const message = lookup(messages, key);
      expect(typeof message, key).toBe('string');
      expect((message as string).trim(), key).not.toBe('');
    }
  });

  it('each message uses the same {{variables}} in both languages', () => {
    for (const key of enKeys) {
      expect(placeholders(lookup(zhHant, key) as string), key).toEqual(
        placeholders(lookup(en, key) as string),
      );
    }
  });

  it('zh-Hant uses the plan translation’s terms', () => {
    expect(zhHant.account.RTA).toBe('退休/終止帳戶');
    expect(zhHant.account.SDA).toBe('指定日期帳戶');
    expect(zhHant.account.CCA).toBe('公司供款帳戶');
    expect(zhHant.eventType.election).toBe('報酬推遲協議');
    expect(zhHant.funds.date).toBe('估值日期');
  });
});

describe('trace labels', () => {
  it('8.3: every named value of a run line’s withholding trace has a label, zh-Hant without English', () => {
    // Above the $1,000,000 threshold, so that both rates' figures are in the trace.
    const wages = new SupplementalWages([]);
    wages.withhold({ participantId: 'P1', payee: 'participant' }, 2025, 90_000_000n);
    const { trace } = wages.withhold(
      { participantId: 'P1', payee: 'participant' },
      2025,
      20_000_000n,
    );
    expect(trace.mandatoryTax).not.toBe('0.00');
    for (const field of Object.keys(trace)) {
      expect(lookup(en.withholdingTrace, field), field).toEqual(expect.any(String));
      const label = lookup(zhHant.withholdingTrace, field);
      expect(label, field).toEqual(expect.any(String));
      expect(label, field).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe('plan section titles', () => {
  it('looks a section up from the most specific key to the least', () => {
    expect(ruleKeys('5.1(b)(ii)')).toEqual(['rule.s5_1_b_ii', 'rule.s5_1_b', 'rule.s5_1']);
    expect(ruleKeys('5.8')).toEqual(['rule.s5_8']);
    expect(ruleKeys('§1.409A-3(j)(4)(ix)')).toEqual([]);
    expect(ruleKeys('a|b')).toEqual([]);
  });

  it('every title key is reachable from a section number', () => {
    for (const key of flattenKeys(en.rule)) {
      const section = key
        .slice(1)
        .replace('_', '.')
        .replace(/_([a-z0-9]+)/g, '($1)');
      expect(ruleKeys(section), key).toContain(`rule.${key}`);
    }
  });
});
