/**
 * "Show why" in both languages (issue 12 item 4). Each trace line the engine writes is one step
 * of this catalog: a code, its English template and its 繁體中文 one. The engine writes the
 * English text (`step`), so the scenario format's `trace: string[]` is what it always was;
 * `localizeTrace` reads an English line back into its step and parameters and writes it in
 * zh-Hant. A line no step matches is shown as it is (never dropped).
 *
 * Plan terms follow the plan's translation (plan-document-zh-Hant.txt) as the web does:
 * 退休/終止帳戶 (1.29), 指定日期帳戶 (1.32), 公司供款帳戶 (1.9), 報酬推遲協議 (1.12),
 * 關鍵僱員 (1.20), 付款日期 (1.22), 服務終止 (1.31), 估值日期 (1.37), 計劃年度,
 * 不可預見的緊急情況 (1.36), 控制變更 (1.4), 國內關係命令 (5.9). Plan section citations are
 * kept as they are.
 *
 * A placeholder is `{name}` (any text) or `{name:kind}`: `date` (YYYY-MM-DD), `month`
 * (YYYY-MM), `money` (-1,234.56), `int`, `num` (12.5), `word` (no space): kinds only narrow what a line may match.
 */

/** The steps: English as the engine writes it, and zh-Hant with the same placeholders. */
const STEPS = {
  // 5.1(b), 5.2, 5.8 (payouts.ts)
  'payout.terminationDate.default': {
    en: 'Payment Date {date:date}: the {day} of the month after the month of Separation (5.1(b)(i))',
    zhHant: '付款日期 {date}：服務終止當月的下一個月的第 {day} 日（5.1(b)(i)）',
  },
  'payout.terminationDate.elected': {
    en: 'Payment Date {date:date}: the {day} of the {months:int}th month after the month of Separation, as elected (5.1(b)(ii))',
    zhHant: '付款日期 {date}：依選擇，服務終止當月之後第 {months} 個月的第 {day} 日（5.1(b)(ii)）',
  },
  'payout.keyEmployeeDelay': {
    en: 'Key Employee: not before {date:date}, the 1st day of the {month} month after the month of Separation (5.1(b), 1.20)',
    zhHant: '關鍵僱員：不早於 {date}，即服務終止當月之後第 {month} 個月的第 1 日（5.1(b), 1.20）',
  },
  'payout.installment.first': {
    en: 'installment 1 of {years:int}',
    zhHant: '第 1 期，共 {years} 期',
  },
  'payout.installment.later': {
    en: 'installment {n:int} of {years:int}: anniversary {anniversary:int} of the first payment (5.8)',
    zhHant: '第 {n} 期，共 {years} 期：首次付款的第 {anniversary} 週年（5.8）',
  },
  'payout.valued.monthBeforePayment': {
    en: 'valued at the end of the month before the month of payment ({rule})',
    zhHant: '以付款當月前一個月月底的價值估值（{rule}）',
  },
  'payout.installment.last': {
    en: 'the last installment pays all that is left (5.8)',
    zhHant: '最後一期支付全部剩餘金額（5.8）',
  },
  'payout.installment.amount': {
    en: 'amount = value / {left:int} installments left, half-up to cents (5.8)',
    zhHant: '金額 = 價值 / 剩餘 {left} 期，四捨五入至分（5.8）',
  },
  'payout.valued.monthOfSeparation': {
    en: 'valued at the end of the month of Separation (5.1(a)(i))',
    zhHant: '以服務終止當月月底的價值估值（5.1(a)(i)）',
  },
  'payout.partialLumpSum': {
    en: 'partial lump sum: {pct:num}% of the RTA (5.1(c)(ii))',
    zhHant: '部分一次性支付：退休/終止帳戶的 {pct}%（5.1(c)(ii)）',
  },
  'payout.specifiedDate': {
    en: 'Payment Date {date:date}: the {day} day of the specified month {month:month} (5.2(b))',
    zhHant: '付款日期 {date}：指定月份 {month} 的第 {day} 日（5.2(b)）',
  },
  'payout.valued.monthBeforeSpecified': {
    en: 'valued at the end of the month before the specified month (5.2(a))',
    zhHant: '以指定月份前一個月月底的價值估值（5.2(a)）',
  },

  // 1.31, 5.3, 5.6, 5.7, 2.2(c) (rules/separation.ts, separation.ts)
  'separation.found': {
    en: 'Separation from Service on {date:date}: {reason} ({rules})',
    zhHant: '服務終止於 {date}：{reason}（{rules}）',
  },
  'separation.keyEmployee': {
    en: 'Key Employee from {from:date} to {to:date} (1.20)',
    zhHant: '關鍵僱員，自 {from} 至 {to}（1.20）',
  },
  'separation.changeInControlWindow': {
    en: 'within {months:int} months after the Change in Control on {date:date} (5.6, cicWindowMonths from {from:date})',
    zhHant: '在 {date} 控制變更後 {months} 個月內（5.6, cicWindowMonths 自 {from} 起）',
  },
  'separation.valued.monthOfSeparation': {
    en: 'valued at the end of the month of Separation, {date:date}',
    zhHant: '以服務終止當月月底 {date} 的價值估值',
  },
  'separation.smallBalance': {
    en: 'RTA worth {value:money} at {date:date}, at most smallBalanceLimit {limit:money} (5.7, from {from:date}): one lump sum',
    zhHant:
      '退休/終止帳戶於 {date} 價值 {value}，不超過小額帳戶餘額上限 smallBalanceLimit {limit}（5.7，自 {from} 起）：一次性支付',
  },
  'separation.companyContribution.valued': {
    en: 'vested CCA valued at the end of the month of Separation, {date:date} (5.3(a))',
    zhHant: '已歸屬的公司供款帳戶以服務終止當月月底 {date} 的價值估值（5.3(a)）',
  },
  'separation.companyContribution.paid': {
    en: 'paid on {date:date} (5.3(b))',
    zhHant: '於 {date} 支付（5.3(b)）',
  },
  'separation.lateCredit': {
    en: 'credit of {date:date} after the {account} benefit was valued in full: paid as soon as practicable (2.2(c), 1.22)',
    zhHant:
      '{date} 的入帳在 {account} 福利已全數估值之後：在切實可行的範圍內盡快支付（2.2(c), 1.22）',
  },

  // 5.4 (rules/death.ts)
  'death.died': { en: 'death on {date:date} (5.4)', zhHant: '於 {date} 死亡（5.4）' },
  'death.valued': {
    en: 'valued at the date of death ({date:date})',
    zhHant: '以死亡當日（{date}）的價值估值',
  },
  'death.paid': {
    en: 'paid on {date:date}, the {day} of the month after the month of death (5.4)',
    zhHant: '於 {date} 支付，即死亡當月的下一個月的第 {day} 日（5.4）',
  },

  // 5.5 (rules/emergency.ts)
  'emergency.approved': {
    en: 'Unforeseeable Emergency approved {date:date} for {amount} (5.5)',
    zhHant: '不可預見的緊急情況於 {date} 核准，金額 {amount}（5.5）',
  },
  'emergency.order': {
    en: 'taken from the RTA first, then SDAs with the latest payment date first (5.5)',
    zhHant: '先從退休/終止帳戶支取，再依付款日期由晚至早從指定日期帳戶支取（5.5）',
  },
  'emergency.valued': {
    en: 'valued at the decision date {date:date}',
    zhHant: '以決定日期 {date} 的價值估值',
  },

  // 5.9, 12.1 (rules/domestic-relations.ts)
  'domesticRelations.order': {
    en: 'domestic relations order of {date:date}: {pct:num}% to {payee} (5.9, 12.1)',
    zhHant: '{date} 的國內關係命令：{pct}% 歸予 {payee}（5.9, 12.1）',
  },
  'domesticRelations.valued': {
    en: "valued at the order's date {date:date}",
    zhHant: '以命令日期 {date} 的價值估值',
  },

  // 9.3 (rules/plan-termination.ts)
  'planTermination.paid': {
    en: 'plan termination by the Board: every balance paid on {date:date} (9.3, §1.409A-3(j)(4)(ix))',
    zhHant: '董事會終止計劃：所有餘額於 {date} 支付（9.3, §1.409A-3(j)(4)(ix)）',
  },
  'planTermination.valued': {
    en: 'valued at the end of the month before the month of payment, {date:date}',
    zhHant: '以付款當月前一個月月底 {date} 的價值估值',
  },

  // Article VI (rules/schedule-change.ts)
  'scheduleChange.changed': {
    en: 'schedule changed on {date:date} (Article VI)',
    zhHant: '付款方式於 {date} 變更（Article VI）',
  },

  // Article V, 12.9 (rules/payments.ts, ledger.ts)
  'payment.value': {
    en: 'value of {account} at {date:date}: {holdings} = {value:money}',
    zhHant: '{account} 於 {date} 的價值：{holdings} = {value}',
  },
  'payment.share.fraction': {
    en: '{value:money} x {numerator:int} / {denominator:int}, half-up = {amount:money}',
    zhHant: '{value} × {numerator} / {denominator}，四捨五入 = {amount}',
  },
  'payment.share.amount': {
    en: '{amount:money} of {value:money}',
    zhHant: '{value} 中的 {amount}',
  },
  'payment.share.all': { en: 'the whole sub-account', zhHant: '整個子帳戶' },
  'payment.estimate': {
    en: 'an estimate: no price of {funds} recorded for {date:date} yet',
    zhHant: '估計值：尚未記錄 {funds} 於 {date} 的價格',
  },
  'payment.made': {
    en: 'paid {gross:money} on {date:date} ({ref}): a payment made is not valued again',
    zhHant: '已於 {date} 支付 {gross}（{ref}）：已支付的款項不再估值',
  },
  'payment.recomputed.over': {
    en: 'the record now computes {computed:money} for it: {difference:money} paid over what is due (12.9)',
    zhHant: '紀錄現計算此筆為 {computed}：已付金額超出應付金額 {difference}（12.9）',
  },
  'payment.recomputed.under': {
    en: 'the record now computes {computed:money} for it: {difference:money} paid under what is due (12.9)',
    zhHant: '紀錄現計算此筆為 {computed}：已付金額少於應付金額 {difference}（12.9）',
  },
  'payment.makeUp': {
    en: 'make-up payment: {rest:money} of the {account} was left when the payment of all of it was made short (12.9)',
    zhHant: '補付款項：全額付款短付時，{account} 尚餘 {rest}（12.9）',
  },
  'payment.unplanned': {
    en: 'the record provides for no such payment: none of it is due (12.9)',
    zhHant: '紀錄中並無此筆付款：其中沒有任何應付金額（12.9）',
  },

  // 1.12, 1.14, 3.2(a) (deferrals.ts, rules/deferrals.ts)
  'deferral.elected': {
    en: '{pct:num}% of {gross:money} {component} under the CDA filed {date:date} (1.12)',
    zhHant: '依 {date} 提交的報酬推遲協議：{component} {gross} 的 {pct}%（1.12）',
  },
  'deferral.firstYearShare': {
    en: 'first-year share {numerator:int}/{denominator:int} of the service period (3.2(a))',
    zhHant: '首年比例：服務期間的 {numerator}/{denominator}（3.2(a)）',
  },
  'deferral.cappedByNetPay': {
    en: 'capped by net pay {net:money} (1.14)',
    zhHant: '以淨薪資 {net} 為上限（1.14）',
  },
  'deferral.accountPaidOut': {
    en: '{account} has paid out: credited to the RTA',
    zhHant: '{account} 已支付完畢：記入退休/終止帳戶',
  },

  // 4.1 (rules/company-contributions.ts)
  'companyContribution.match': {
    en: '{deferred:money} deferred in {year:int} x min({ownPct:num}%, {upToPct:num}%) x {ratePct:num}% (4.1(a))',
    zhHant: '{year} 年推遲 {deferred} × min({ownPct}%, {upToPct}%) × {ratePct}%（4.1(a)）',
  },
  'companyContribution.retirement': {
    en: '{deferred:money} x {pct:num}% (4.1(b))',
    zhHant: '{deferred} × {pct}%（4.1(b)）',
  },

  // 8.3: the words of a payment's and a deferral's tax trace (withholding.ts, supplemental-wages.ts)
  'withholding.method': {
    en: 'supplemental wages: flat rate to $1,000,000 a year, mandatory rate above',
    zhHant: '補充工資：每年 $1,000,000 以內適用固定稅率，超過部分適用強制稅率',
  },
  'withholding.rounding': {
    en: 'half-up to cents, once per tax figure',
    zhHant: '每項稅額各四捨五入至分一次',
  },
  'withholding.counted': {
    en: 'this plan’s payments to the same recipient paid in the year by approved runs, then this run’s earlier lines',
    zhHant: '本計劃當年經核准的付款批次支付給同一受款人的款項，再加上本批次較前的明細',
  },
  'fica.timing': {
    en: 'Treas. Reg. §31.3121(v)(2)-1: FICA wages when credited or, if later, vested',
    zhHant: 'Treas. Reg. §31.3121(v)(2)-1：於入帳時計入 FICA 工資，如歸屬較晚則於歸屬時計入',
  },
  // 8.3, 4 U.S.C. 114: each state's claim on a payment (tax/state-withholding.ts)
  'stateWithholding.rateNotPublished': {
    en: 'no published rate for {state} on {date:date}: the Committee must enter it with its citation',
    zhHant: '{state} 於 {date} 尚無公布的稅率：須由委員會連同其出處輸入',
  },
  'stateWithholding.withheld': {
    en: '{amount:money} x {rate:num}% ({state} from {from}), half-up to cents',
    zhHant: '{amount} × {rate}%（{state}，自 {from} 起），四捨五入至分',
  },
  'stateWithholding.payeeResidenceNotRecorded': {
    en: 'the residence of the {payee} is not in the record: no state withholding is computed',
    zhHant: '紀錄中沒有{payee}的居住地：不計算州預扣稅',
  },
  'stateWithholding.residenceNotRecorded': {
    en: 'no residence on record on {date:date}: no state withholding is computed',
    zhHant: '紀錄中沒有 {date} 的居住地：不計算州預扣稅',
  },
  'stateWithholding.sourceExempt': {
    en: "{state} may not tax a nonresident's installment {n:int} of {years:int}, a series over at least {min:int} years (4 U.S.C. 114)",
    zhHant:
      '{state} 不得對非居民的第 {n} 期（共 {years} 期，為期至少 {min} 年的系列付款）課稅（4 U.S.C. 114）',
  },
} as const satisfies Record<string, { en: string; zhHant: string }>;

/**
 * Parts of a line that are themselves steps (a Separation's reason, a sub-account's holdings):
 * only ever read as a parameter, never as a whole line.
 */
const FRAGMENTS = {
  // 1.31, §1.409A-1(h)(1) (separation.ts)
  'separation.reason.leave': {
    en: '{kind} leave from {date:date} not ended within {months:int} months',
    zhHant: '自 {date} 起的{kind}假未在 {months} 個月內結束',
  },
  'separation.reason.reduction': {
    en: 'services expected at {pct:num}% of the 36-month average, at most {max:num}%',
    zhHant: '預期服務為前 36 個月平均的 {pct}%，不超過 {max}%',
  },
  // 7.1 (ledger.ts)
  'ledger.units': {
    en: '{units:num} units of {fund:word} x {price:num}',
    zhHant: '{units} 單位 {fund} × {price}',
  },
  'ledger.noUnits': { en: 'no units', zhHant: '無單位' },
} as const satisfies Record<string, { en: string; zhHant: string }>;

export type TraceStepCode = keyof typeof STEPS;
export type TraceFragmentCode = keyof typeof FRAGMENTS;
type Code = TraceStepCode | TraceFragmentCode;
export type TraceParams = Readonly<Record<string, string | number | bigint>>;
export type TraceLanguage = 'en' | 'zh-Hant';

/** English words that stand as parameters, in the plan translation's terms. */
const TERMS: Readonly<Record<string, string>> = {
  RTA: '退休/終止帳戶',
  CCA: '公司供款帳戶',
  // Separation reasons (1.31) as the scenarios and the record name them.
  termination: '終止僱傭',
  resignation: '辭職',
  retirement: '退休',
  death: '死亡',
  // Leave kinds (1.31, §1.409A-1(h)(1)(i)).
  personal: '事',
  military: '軍',
  disability: '傷殘',
  // Payees (5.4, 5.9), as the web names them.
  participant: '參與者',
  beneficiary: '受益人',
  alternatePayee: '備用付款人',
  // Pay components (1.12), as the web names them.
  baseSalary: '基本工資',
  monthlyBonus: '月獎金',
  annualBonus: '年度獎金',
  performanceBonus: '績效相關補償',
  other: '其他報酬',
};

const KINDS: Readonly<Record<string, string>> = {
  date: '\\d{4}-\\d{2}-\\d{2}',
  month: '\\d{4}-\\d{2}',
  money: '-?[\\d,]+\\.\\d{2}',
  int: '\\d+',
  num: '-?[\\d,]*\\d(?:\\.\\d+)?',
  word: '\\S+',
};

const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g;

/** The English text of a step: what the engine writes in its trace. */
export function step(code: Code, params: TraceParams = {}): string {
  const parts = partsOf(code);
  let text = parts[0] as string;
  for (let k = 1; k < parts.length; k += 2) {
    const name = parts[k]!;
    const value = params[name];
    if (value === undefined) throw new Error(`trace step ${code}: no parameter ${name}`);
    text += String(value) + parts[k + 1]!;
  }
  return text;
}

// A template cut once into its text and its placeholders' names, alternately (text first and
// last): a projection writes some thousand steps.
const cut = new Map<string, string[]>();

function partsOf(code: Code): string[] {
  let parts = cut.get(code);
  if (!parts) {
    const template: string =
      (STEPS as Record<string, { en: string }>)[code]?.en ??
      (FRAGMENTS as Record<string, { en: string }>)[code]!.en;
    parts = [];
    let last = 0;
    for (const m of template.matchAll(PLACEHOLDER)) {
      parts.push(template.slice(last, m.index), m[1]!);
      last = m.index + m[0].length;
    }
    parts.push(template.slice(last));
    cut.set(code, parts);
  }
  return parts;
}

interface Compiled {
  readonly code: Code;
  readonly pattern: RegExp;
  readonly zhHant: string;
  /** How much of the template is literal text: the more, the more specific. */
  readonly literal: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(code: Code, en: string, zhHant: string): Compiled {
  let source = '';
  let literal = 0;
  let last = 0;
  for (const m of en.matchAll(PLACEHOLDER)) {
    const text = en.slice(last, m.index);
    source += escape(text);
    literal += text.length;
    source += `(?<${m[1]}>${m[2] ? KINDS[m[2]]! : '.+?'})`;
    last = m.index + m[0].length;
  }
  source += escape(en.slice(last));
  literal += en.length - last;
  return { code, pattern: new RegExp(`^${source}$`, 's'), zhHant, literal };
}

/** Compiled once, the most specific first (a longer literal text wins over a shorter one). */
const compileAll = (table: Record<string, { en: string; zhHant: string }>): Compiled[] =>
  Object.entries(table)
    .map(([code, s]) => compile(code as Code, s.en, s.zhHant))
    .sort((a, b) => b.literal - a.literal);
const STEP_PATTERNS = compileAll(STEPS);
const FRAGMENT_PATTERNS = compileAll(FRAGMENTS);

/** The step an English trace line was written from, and its parameters; null when none. */
export function matchTraceStep(
  line: string,
): { code: TraceStepCode; params: Record<string, string> } | null {
  const found = matchIn(STEP_PATTERNS, line);
  return found ? { code: found.step.code as TraceStepCode, params: found.params } : null;
}

function matchIn(patterns: readonly Compiled[], text: string) {
  for (const s of patterns) {
    const m = s.pattern.exec(text);
    if (m) return { step: s, params: { ...m.groups } as Record<string, string> };
  }
  return null;
}

/** 1st, 2nd, 15th: in zh-Hant the number alone (第 15 日). */
const ORDINAL = /^(\d+)(?:st|nd|rd|th)$/;
const SDA = /^SDA:(\d{4}-\d{2})$/;

/** A parameter in zh-Hant: a plan term, an ordinal, a fragment, a sum of fragments, or as is. */
function localizeParam(value: string): string {
  const term = TERMS[value];
  if (term !== undefined) return term;
  const ordinal = ORDINAL.exec(value);
  if (ordinal) return ordinal[1]!;
  const sda = SDA.exec(value);
  if (sda) return `指定日期帳戶 ${sda[1]}`;
  if (value.includes(' + ')) return value.split(' + ').map(localizeParam).join(' + ');
  const fragment = matchIn(FRAGMENT_PATTERNS, value);
  return fragment ? render(fragment.step.zhHant, fragment.params) : value;
}

const render = (template: string, params: Record<string, string>) =>
  template.replace(PLACEHOLDER, (_, name: string) => localizeParam(params[name] ?? ''));

/**
 * A trace line in `language`: English as written; zh-Hant from its step's template, with its
 * parameters' plan terms translated. A line that no step matches is returned as it is.
 */
export function localizeTrace(line: string, language: TraceLanguage): string {
  if (language === 'en') return line;
  const found = matchIn(STEP_PATTERNS, line);
  return found ? render(found.step.zhHant, found.params) : line;
}

/** Every step and fragment (for tests: each has both languages and the same placeholders). */
export const traceCatalog = (): { code: Code; en: string; zhHant: string }[] =>
  [...Object.entries(STEPS), ...Object.entries(FRAGMENTS)].map(([code, s]) => ({
    code: code as Code,
    en: s.en,
    zhHant: s.zhHant,
  }));
