/**
 * The engine's refusals (domain `violation(code, rule, message)`) in Traditional Chinese. The
 * domain writes each message in English with its values in it; its code is stable and its
 * values sit in fixed places, so each code here is a pattern that reads the values back (the
 * parameters) and a sentence that puts them in the plan translation's words. A message whose
 * wording no longer matches its pattern (the domain changed it) falls back to the code's
 * sentence without values, never to English alone; problems-i18n.test.ts lists every code the
 * domain uses and fails for one without a sentence here.
 */
type Template = { pattern?: RegExp; zh: (v: string[]) => string };

const ET = '美東時間晚上 11 時 59 分';
const DEFERRALS: Record<string, string> = {
  baseSalary: '基本工資',
  bonus: '月獎金',
  performanceBonus: '績效報酬',
};
const part = (name: string | undefined) => (name ? (DEFERRALS[name] ?? name) : '');

export const violationTemplatesZhHant: Record<string, Template> = {
  claim_not_filed: { pattern: /^claim (\S+):/, zh: ([id]) => `申請 ${id}：申請須以提出申請開始` },
  claim_step_out_of_order: {
    pattern: /^claim (\S+): (\S+) cannot follow (\S+)/,
    zh: ([id, a, s]) => `申請 ${id}：${a} 不能接在 ${s} 之後`,
  },
  appeal_late: {
    pattern: /^claim (\S+): .* by (\S+)$/,
    zh: ([id, d]) => `申請 ${id}：上訴須於 ${d} 前提出`,
  },
  extension_late: {
    pattern: /^claim (\S+): .* by (\S+)$/,
    zh: ([id, d]) => `申請 ${id}：延長須於 ${d} 前通知`,
  },
  no_such_account: { pattern: /^(\S+):/, zh: ([a]) => `${a}：沒有此子帳戶可變更` },
  specified_month_not_allowed: { zh: () => '只有指定日期帳戶才有指定月份' },
  change_too_late: {
    pattern: /at least (\d+) months before the first payment on (\S+)$/,
    zh: ([m, d]) => `變更須在 ${d} 首次付款前至少 ${m} 個月提出`,
  },
  change_not_five_years: {
    pattern: /^the new first payment (\S+) must be on or after (\S+), (\d+) years after (\S+)$/,
    zh: ([c, e, y, o]) => `新的首次付款日 ${c} 須在 ${e} 當日或之後，即原定 ${o} 之後 ${y} 年`,
  },
  change_accelerates: { zh: () => '變更不得提前任何付款' },
  no_first_year_window: { zh: () => '首年選擇須有首個合資格年度；請於年度登記期間選擇' },
  initial_election_late: {
    pattern: /by 11:59 p\.m\. Eastern on (\S+), (\d+) days after notification on (\S+)$/,
    zh: ([d, n, o]) => `首年選擇須於 ${d} ${ET}前提交，即 ${o} 通知後 ${n} 日內`,
  },
  initial_election_wrong_year: {
    pattern: /is for (\d{4}),/,
    zh: ([y]) => `首年選擇適用於其期間所在的 ${y} 計劃年度`,
  },
  enrollment_not_open: {
    pattern: /^enrollment for (\d{4})/,
    zh: ([y]) => `${y} 年的登記尚未開始：年度選擇須在計劃年度的前一年提交`,
  },
  annual_election_late: {
    pattern: /^an election for (\d{4}) had to be filed by 11:59 p\.m\. Eastern on (\S+)$/,
    zh: ([y, d]) => `${y} 計劃年度的選擇須於 ${d} ${ET}前提交`,
  },
  performance_election_late: {
    pattern: /on (\S+), (\d+) months before the period ends$/,
    zh: ([d, m]) => `績效相關補償的選擇須於 ${d} ${ET}前提交，即績效期間結束前 ${m} 個月`,
  },
  performance_period_short: {
    pattern: /at least (\d+) consecutive months/,
    zh: ([m]) => `績效期間須至少連續 ${m} 個月`,
  },
  performance_criteria_late: {
    pattern: /within (\d+) days/,
    zh: ([d]) => `績效標準須在期間開始後 ${d} 日內以書面確定`,
  },
  performance_services_not_continuous: {
    pattern: /from (\S+) to the election$/,
    zh: ([d]) => `自 ${d} 起至選擇時須持續提供服務`,
  },
  deferral_pct_not_whole: {
    pattern: /^(\w+):/,
    zh: ([c]) => `${part(c)}：推遲須以整數百分比指定`,
  },
  deferral_pct_above_max: {
    pattern: /^(\w+): at most (\S+)% may be deferred, not (\S+)%$/,
    zh: ([c, max, pct]) => `${part(c)}：最多可推遲 ${max}%，不得為 ${pct}%`,
  },
  allocation_invalid: { zh: () => '子帳戶分配須為整數百分比、每個帳戶一次，合計 100%' },
  too_many_specified_date_accounts: {
    pattern: /at most (\d+) Specified Date Accounts; this election would make (\d+)$/,
    zh: ([max, n]) => `最多 ${max} 個指定日期帳戶；此選擇將成為 ${n} 個`,
  },
  specified_date_too_soon: {
    pattern:
      /^(\S+): the specified year must be (\d{4}) or later \(the third Plan Year after (\d{4})\)$/,
    zh: ([a, y, p]) => `${a}：指定年度須為 ${y} 年或之後（${p} 計劃年度後的第三個計劃年度）`,
  },
  start_not_allowed: {
    pattern: /^(\S+): a Specified Date Account pays on the (\S+) of its month$/,
    zh: ([a, d]) => `${a}：指定日期帳戶於其月份的第 ${(d ?? '').replace(/\D/g, '')} 日付款`,
  },
  start_out_of_range: {
    pattern: /may be (\d+) to (\d+) months after the month of Separation, not (\d+)$/,
    zh: ([a, b, n]) => `退休/終止帳戶：首次付款須在服務終止當月後 ${a} 至 ${b} 個月，不得為 ${n}`,
  },
  cca_lump_only: { zh: () => '公司供款帳戶只以一次性付款支付' },
  installment_years_out_of_range: {
    pattern: /^(\S+): installments over (\d+) to (\d+) years, not (\d+)$/,
    zh: ([a, min, max, n]) => `${a}：分期須為 ${min} 至 ${max} 年，不得為 ${n} 年`,
  },
  partial_lump_invalid: {
    pattern: /^(\S+): .*\((\d+)-(\d+)\)/,
    zh: ([a, min, max]) => `${a}：部分一次性付款僅限退休/終止帳戶，且為 ${min}-${max} 的整數百分比`,
  },
  schedule_already_set: {
    pattern: /^(\S+) already/,
    zh: ([a]) => `${a} 已有付款時間表；請依第六條變更`,
  },
  investment_allocation_invalid: {
    pattern: /^(.+): investment percentages/,
    zh: ([w]) => `${w}：投資百分比須為整數且合計 100%`,
  },
  not_eligible: { zh: () => '只有合格員工可以提交推遲選擇' },
  order_pct_invalid: { zh: () => '命令須指定 1 至 100 的整數百分比' },
  emergency_exceeds_balance: {
    pattern: /hold (\S+), less than (\S+)$/,
    zh: ([h, a]) => `退休/終止帳戶與指定日期帳戶共有 ${h}，少於 ${a}`,
  },
  emergency_payment_window: {
    pattern: /within (\d+) days after the decision \((\S+) to (\S+)\)$/,
    zh: ([n, a, b]) => `緊急付款須在決定後 ${n} 日內支付（${a} 至 ${b}）`,
  },
  emergency_amount: { zh: () => '金額須為正數' },
  fund_closed: {
    pattern: /^fund (\S+) was removed from the menu on (\S+); its successor is (\S+)$/,
    zh: ([f, d, s]) => `基金 ${f} 已於 ${d} 自投資選項移除；其承繼基金為 ${s}`,
  },
  irs_limit_not_published: {
    pattern: /for (\d{4})/,
    zh: ([y]) => `${y} 年的國稅局限額尚未公布；須由管理員輸入`,
  },
  plan_termination_window: { zh: () => '計劃終止後的付款不在允許的期間內' },
  beneficiary_none_named: { zh: () => '請至少指定一位主要受益人' },
  beneficiary_pct: { zh: () => '份額須為 1 至 100 的整數百分比' },
  beneficiary_name: { zh: () => '每位受益人都須有姓名' },
  vested_balance_reduced: {
    pattern: /^(\S+): vested balance (\S+) -> (\S+)$/,
    zh: ([p, b, a]) => `${p}：既得餘額 ${b} -> ${a}`,
  },
  beneficiary_total: {
    pattern: /add up to (\S+)%/,
    zh: ([t]) => `份額合計為 ${t}%，不是 100%`,
  },
};

/**
 * An engine message in Traditional Chinese, by its code and the values in its English (a file's
 * line at fault carries its own entry: problem-details.ts `violationZhHant`).
 */
export function violationTemplateZhHant(code: string, message: string): string | undefined {
  const template = violationTemplatesZhHant[code];
  if (!template) return undefined;
  if (!template.pattern) return template.zh([]);
  const match = template.pattern.exec(message);
  return template.zh(match ? match.slice(1) : Array<string>(8).fill('…'));
}
