/**
 * Every problem detail that names values (a field, a date, an amount, a participant, a limit, a
 * state), in both languages from one entry: the English the API has always written and its
 * Traditional Chinese, in the plan translation's own terms (plan-document-zh-Hant.txt: 參與者,
 * 委員會, 服務終止, 估值日期, 報酬推遲協議, 指定日期帳戶, 退休/終止帳戶, 公司供款帳戶, 關鍵僱員,
 * 計劃年度). A call site raises `new Problem(code, { ...detailOf('key', values) })`: the English
 * detail is written here, and the key with its values travels as the problem's `params`, from
 * which problem-text.ts writes the Chinese. A detail written by another part (the engine, the
 * store) in fixed words is read back by its `read` pattern (`detailFrom`), as the engine's
 * violations are (violations-zh-Hant.ts). problems-i18n.test.ts fails for a problem raised with
 * a detail not written here.
 */
import { requestRefusedZhHant, schemaFaultZhHant } from './schema-faults-zh-Hant.js';
import { violationTemplateZhHant } from './violations-zh-Hant.js';

type Values = Record<string, string>;

interface DetailText {
  en: (p: Values) => string;
  zh: (p: Values) => string;
  /** The values of an English message another module writes (named groups). */
  read?: RegExp;
}

const ET = '美東時間';
const v = (p: Values, name: string) => p[name] ?? '…';

/** A `kind` a correction or payee names, in the translation's words. */
const KINDS: Record<string, string> = {
  participant: '參與者',
  fund: '基金',
  price: '價格',
  fact: '事實',
  conservator: '財產管理人',
  guardian: '監護人',
  parent: '父母',
  'notice sent': '已寄出的通知',
  mail: '郵寄',
  email: '電子郵件',
  prepared: '已準備',
  approved: '已核准',
  cancelled: '已取消',
  paid: '已支付',
  returned: '已退回',
  initial: '拒絕',
  review: '覆核後拒絕',
  withdrawn: '已撤回',
  death: '死亡',
  separation: '服務終止',
  text: '文字',
  name: '名稱',
  event: '事件',
};
const kind = (p: Values, name: string) => KINDS[v(p, name)] ?? v(p, name);
const kinds = (p: Values, name: string) =>
  v(p, name)
    .split(' or ')
    .map((k) => KINDS[k] ?? k)
    .join('或');

/** A line's place as a file's error names it: `line 5` (CSV), `pays[3]` (JSON), `the pay`. */
const place = (p: Values) => {
  const where = v(p, 'where');
  const line = /^line (\d+)$/.exec(where);
  return line ? `第 ${line[1]} 行` : where === 'the pay' ? '此筆報酬' : where;
};
/** The pay a duplicate repeats: a line of this file, a fact, or a line of an earlier import. */
const earlierEn = (p: Values) =>
  p.fileLine !== undefined
    ? `line ${p.fileLine} of this file`
    : p.fact !== undefined
      ? `the pay recorded as fact #${p.fact}`
      : `import ${v(p, 'importId')} line ${v(p, 'importLine')}`;
const earlierZh = (p: Values) =>
  p.fileLine !== undefined
    ? `本檔案第 ${p.fileLine} 行`
    : p.fact !== undefined
      ? `已記錄為事實 #${p.fact} 的報酬`
      : `匯入批次 ${v(p, 'importId')} 第 ${v(p, 'importLine')} 行`;
const duplicateEn = (p: Values) =>
  `${v(p, 'where')}: the same pay (participant, pay date, component, service period) as ${earlierEn(p)}; mark it additionalCheck if it is a second check`;
const duplicateZh = (p: Values) =>
  `${place(p)}：與${earlierZh(p)}為相同的報酬（參與者、發薪日、項目、服務期間）；若為第二張支票，請標記 additionalCheck`;

/** A list of path faults carried as JSON in one value (`faults`). */
function faultsOf(p: Values): { path: string; message: string }[] {
  try {
    const list: unknown = JSON.parse(p.faults ?? '[]');
    return Array.isArray(list) ? (list as { path: string; message: string }[]) : [];
  } catch {
    return [];
  }
}

/** Why the domain's tax figures are refused (domain tax/fica.ts, tax/payment-withholding.ts; 8.3). */
const TAX_REFUSALS: Record<string, string> = {
  fica_rate_not_published: '該年度沒有已公布的社會安全及醫療保險稅率（參考資料）',
  irs_limit_not_published: '該年度的社會安全稅工資上限尚未在本系統公布：須由管理人輸入',
  federal_rate_not_published: '該年度沒有已公布的聯邦補充工資預扣稅率（參考資料）',
};

/** The engine's refusals of a pay line, carried as JSON in one value. */
function refusedOf(p: Values): { code: string; message: string; rule: string }[] {
  try {
    const list: unknown = JSON.parse(p.refused ?? '[]');
    return Array.isArray(list) ? (list as { code: string; message: string; rule: string }[]) : [];
  } catch {
    return [];
  }
}

export const problemDetailTexts = {
  // Sign-in and accounts (auth/, routes/users.ts, routes/account-security.ts, security/).
  password_too_short: {
    en: (p) => `a password has at least ${v(p, 'min')} characters`,
    zh: (p) => `密碼至少須有 ${v(p, 'min')} 個字元`,
  },
  password_has_username: {
    en: () => 'a password may not contain the username',
    zh: () => '密碼不得包含使用者名稱',
  },
  password_few_characters: {
    en: (p) => `a password needs at least ${v(p, 'min')} different characters`,
    zh: (p) => `密碼至少須有 ${v(p, 'min')} 個不同的字元`,
  },
  password_breached: {
    en: () => 'this password is on the list of common and breached passwords',
    zh: () => '此密碼列於常見及已外洩密碼的清單中',
  },
  route_without_access: {
    en: () => 'route has no access rule',
    zh: () => '此路徑沒有存取規則',
  },
  not_own_account: { en: () => 'not your own account', zh: () => '這不是您自己的帳號' },
  not_own_account_factor: {
    en: () => 'not your own account: use /me/second-factor',
    zh: () => '這不是您自己的帳號：請使用 /me/second-factor',
  },
  second_factor_enrolled: {
    en: () => 'a second factor is enrolled: remove it first',
    zh: () => '已登記第二重驗證：請先移除',
  },
  code_wrong: {
    en: () => 'that code is wrong or was used already',
    zh: () => '該代碼錯誤或已使用過',
  },
  role_waits: { en: () => 'its role waits for approval', zh: () => '其角色正等待核准' },
  participant_plan_is_record: {
    en: () => "a participant's plan is his record's",
    zh: () => '參與者的計劃即其紀錄所屬的計劃',
  },
  participant_id_role: {
    en: () => 'participantId is required for the participant role and only for it',
    zh: () => 'participantId 僅限且必須用於參與者角色',
  },
  not_committee_member: {
    en: (p) => `${v(p, 'user')} is not a member of the Committee on ${v(p, 'date')}`,
    zh: (p) => `${v(p, 'user')} 於 ${v(p, 'date')} 並非委員會成員`,
  },
  cross_site: {
    en: () => 'a cross-site request cannot write',
    zh: () => '跨站請求不得寫入',
  },
  origin_not_allowed: {
    en: (p) => `origin ${v(p, 'origin')} may not write here`,
    zh: (p) => `來源 ${v(p, 'origin')} 不得在此寫入`,
  },

  // Requests (problems.ts, input-controls.ts, app.ts).
  route_not_found: {
    en: (p) => `${v(p, 'method')} ${v(p, 'url')}`,
    zh: (p) => `沒有此路徑：${v(p, 'method')} ${v(p, 'url')}`,
  },
  request_refused: {
    en: (p) => v(p, 'message'),
    zh: requestRefusedZhHant,
  },
  body_too_large: {
    en: (p) => v(p, 'message'),
    zh: () => '請求內容超過此路徑可接受的上限',
  },
  nested_too_deep: {
    en: (p) => `the body nests deeper than ${v(p, 'max')} levels`,
    zh: (p) => `請求內容的巢狀層數超過 ${v(p, 'max')} 層`,
  },
  no_body: {
    en: (p) => `${v(p, 'method')} ${v(p, 'route')} takes no body`,
    zh: (p) => `${v(p, 'method')} ${v(p, 'route')} 不接受請求內容`,
  },
  control_character: {
    en: (p) =>
      `${v(p, 'field')}: the ${v(p, 'what')} holds a control character (U+0000-U+001F but tab and line breaks, U+007F-U+009F) or a lone surrogate`,
    zh: (p) =>
      `${v(p, 'field')}：此${kind(p, 'what')}含有控制字元（U+0000-U+001F，定位字元與換行除外；U+007F-U+009F）或孤立的代理字元`,
  },
  date_outside_horizon: {
    en: (p) =>
      `${v(p, 'field')}: ${v(p, 'date')} is outside ${v(p, 'earliest')} to ${v(p, 'through')} (today's year + ${v(p, 'years')}: the last date the plan's statements evaluate to)`,
    zh: (p) =>
      `${v(p, 'field')}：${v(p, 'date')} 不在 ${v(p, 'earliest')} 至 ${v(p, 'through')} 之間（今年後第 ${v(p, 'years')} 年：計劃結算評估的最後日期）`,
  },
  key_employee_day: {
    en: (p) =>
      `${v(p, 'field')}: Key Employees are identified on ${v(p, 'day')} (the plan's identification date, 1.20), not on ${v(p, 'given')}`,
    zh: (p) =>
      `${v(p, 'field')}：關鍵僱員於 ${v(p, 'day')} 認定（計劃的認定日期，1.20），不是 ${v(p, 'given')}`,
  },
  hypothetical_before_today: {
    en: (p) => `the hypothetical date ${v(p, 'date')} is before today, ${v(p, 'today')}`,
    zh: (p) => `假設的日期 ${v(p, 'date')} 早於今日 ${v(p, 'today')}`,
  },
  hypothetical_recorded: {
    en: (p) => `the record already has his ${v(p, 'type')} on ${v(p, 'date')}`,
    zh: (p) => `紀錄中已有其於 ${v(p, 'date')} 的${kind(p, 'type')}`,
  },
  example_separation_early: {
    en: (p) => `the example Separation ${v(p, 'separation')} is before ${v(p, 'payDate')}`,
    zh: (p) => `示例的服務終止日 ${v(p, 'separation')} 早於 ${v(p, 'payDate')}`,
  },
  growth_pct: {
    en: (p) => `growthPct: ${v(p, 'value')}`,
    zh: (p) => `growthPct：${v(p, 'value')} 不是有效的百分比`,
  },
  csv_delimiter: {
    en: (p) =>
      `delimiter must be "," or ";" (delimiter=";" or delimiter=semicolon), not ${v(p, 'value')}`,
    zh: (p) =>
      `分隔字元須為 "," 或 ";"（delimiter=";" 或 delimiter=semicolon），不是 ${v(p, 'value')}`,
  },

  // Dates and periods (dating.ts, period-statement.ts, daily/tick.ts, routes/audit.ts).
  reason_for_past: {
    en: (p) =>
      `${v(p, 'what')} is ${v(p, 'effective')}, before today (${v(p, 'today')}): record it with a reason (the body's reason, or the X-Reason header)`,
    zh: (p) =>
      `${v(p, 'what')} 為 ${v(p, 'effective')}，早於今日（${v(p, 'today')}）：須附理由記錄（請求內容的 reason，或 X-Reason 標頭）`,
  },
  retroactive_change: {
    en: (p) =>
      `it would change ${v(p, 'count')} payment(s) already valued or paid (${v(p, 'changes')}): prepare it with POST /api/participants/{id}/retroactive-changes for another person to approve (12.9)`,
    zh: (p) =>
      `此項會變更 ${v(p, 'count')} 筆已估值或已支付的款項（${v(p, 'changesZh')}）：請以 POST /api/participants/{id}/retroactive-changes 提出，由另一人核准（12.9）`,
  },
  period_unparsable: {
    en: (p) => `period "${v(p, 'period')}" is neither a quarter (2025-Q4) nor a Plan Year (2025)`,
    zh: (p) => `期間「${v(p, 'period')}」既不是季度（2025-Q4）也不是計劃年度（2025）`,
  },
  period_not_begun: {
    en: (p) => `period ${v(p, 'period')} starts ${v(p, 'from')}, after today (${v(p, 'today')})`,
    zh: (p) => `期間 ${v(p, 'period')} 始於 ${v(p, 'from')}，晚於今日（${v(p, 'today')}）`,
  },
  period_reversed: {
    en: (p) => `the period must start on or before its end (${v(p, 'from')} > ${v(p, 'to')})`,
    zh: (p) => `期間的開始日須在結束日當日或之前（${v(p, 'from')} > ${v(p, 'to')}）`,
    read: /^the period must start on or before its end \((?<from>\S+) > (?<to>\S+)\)$/,
  },
  tick_not_begun: {
    en: (p) =>
      `date: ${v(p, 'date')} has not begun (today is ${v(p, 'today')} Eastern); a tick runs for today or a missed day`,
    zh: (p) =>
      `date：${v(p, 'date')} 尚未開始（今日為${ET} ${v(p, 'today')}）；每日作業只為今日或錯過的日子執行`,
  },
  to_before_from: {
    en: (p) => `to (${v(p, 'to')}) is before from (${v(p, 'from')})`,
    zh: (p) => `to（${v(p, 'to')}）早於 from（${v(p, 'from')}）`,
  },
  fact_after_today: {
    en: (p) =>
      `${v(p, 'field')} ${v(p, 'day')} is after today (${v(p, 'today')}): a fact is recorded once it happened`,
    zh: (p) => `${v(p, 'field')} ${v(p, 'day')} 晚於今日（${v(p, 'today')}）：事實須於發生後才記錄`,
  },
  filed_after_today: {
    en: (p) =>
      `filedOn ${v(p, 'filedOn')} is after today (${v(p, 'today')}): a form is recorded once received`,
    zh: (p) => `filedOn ${v(p, 'filedOn')} 晚於今日（${v(p, 'today')}）：表格須於收到後才記錄`,
  },

  // The record and its evaluation (evaluation.ts, statement.ts, reports/, amendments.ts).
  no_plan: { en: (p) => `no plan ${v(p, 'planId')}`, zh: (p) => `沒有計劃 ${v(p, 'planId')}` },
  no_statement_run: {
    en: (p) => `no statement run ${v(p, 'runId')}`,
    zh: (p) => `沒有結算單批次 ${v(p, 'runId')}`,
  },
  no_price: {
    en: (p) => `no positive price for ${v(p, 'fund')} on or before ${v(p, 'date')}`,
    zh: (p) => `基金 ${v(p, 'fund')} 在 ${v(p, 'date')} 當日或之前沒有大於零的價格`,
    read: /^no positive price for (?<fund>\S+) on or before (?<date>\S+)$/,
  },
  no_term: {
    en: (p) =>
      `plan ${v(p, 'planId')}: ${v(p, 'parameter')} has no value on ${v(p, 'date')}: the plan states no term then`,
    zh: (p) =>
      `計劃 ${v(p, 'planId')}：${v(p, 'parameter')} 於 ${v(p, 'date')} 沒有數值：計劃當時未訂有條款`,
    read: /^plan (?<planId>\S+): (?<parameter>\S+) has no value on (?<date>\S+): the plan states no term then$/,
  },
  plan_takes_effect: {
    en: (p) => `the plan takes effect on ${v(p, 'from')}`,
    zh: (p) => `計劃於 ${v(p, 'from')} 生效`,
  },
  neo_unknown: {
    en: (p) => `neo: ${v(p, 'neo')} is not a participant of the plan`,
    zh: (p) => `neo：${v(p, 'neo')} 不是本計劃的參與者`,
  },
  amendment_backdated: {
    en: (p) =>
      `an amendment takes effect on ${v(p, 'today')} or later: it never changes what came before`,
    zh: (p) => `修訂須於 ${v(p, 'today')} 當日或之後生效：修訂從不變更之前的事`,
  },
  amendment_unevaluable: {
    en: (p) =>
      `the record cannot be evaluated through ${v(p, 'through')} under this amendment: ${v(p, 'reason')}`,
    zh: (p) => `在此修訂下，紀錄無法評估至 ${v(p, 'through')}：${nestedZh(v(p, 'reason'))}`,
    read: /^the record cannot be evaluated through (?<through>\S+) under this amendment: (?<reason>.*)$/,
  },
  amendment_reduces: {
    en: (p) =>
      `reduces vested balances as of ${v(p, 'day')} without written consent: ${v(p, 'named')}`,
    zh: (p) =>
      `未經書面同意，減少截至 ${v(p, 'day')} 的既得餘額：${v(p, 'named')
        .replace(/ from (\S+) to (\S+)/g, '：$1 -> $2')
        .replaceAll('; ', '；')}`,
    read: /^reduces vested balances as of (?<day>\S+) without written consent: (?<named>.*)$/,
  },
  event_invalid: {
    en: (p) => `${v(p, 'field')}: ${v(p, 'message')}`,
    zh: (p) => `${v(p, 'field')}：${parameterFaultZh(v(p, 'message'))}`,
  },
  // FORMAT.md's parser's faults of a hypothetical's events, each with its path (projector.ts).
  events_invalid: {
    en: (p) =>
      `the events are not valid FORMAT.md: ${faultsOf(p)
        .map((f) => `${f.path}: ${f.message}`)
        .join('; ')}`,
    zh: (p) =>
      `事件不符合 FORMAT.md：${faultsOf(p)
        .map((f) => `${f.path}：${parameterFaultZh(f.message)}`)
        .join('；')}`,
  },
  parameter_invalid: {
    en: (p) => `${v(p, 'path')}: ${v(p, 'message')}`,
    zh: (p) => `${v(p, 'path')}：${parameterFaultZh(v(p, 'message'))}`,
  },
  amendment_upset: {
    en: (p) => `the approved amendment "${v(p, 'label')}" would no longer hold: ${v(p, 'reason')}`,
    zh: (p) => `已核准的修訂「${v(p, 'label')}」將不再成立：${nestedZh(v(p, 'reason'))}`,
  },
  needs_workflow: {
    en: (p) => `record ${v(p, 'type')} with ${v(p, 'route')} (${v(p, 'rule')})`,
    zh: (p) => `${v(p, 'type')} 須以 ${v(p, 'route')} 記錄（${v(p, 'rule')}）`,
  },
  no_election: {
    en: (p) => `no election ${v(p, 'seq')} of ${v(p, 'participantId')}`,
    zh: (p) => `參與者 ${v(p, 'participantId')} 沒有選擇 ${v(p, 'seq')}`,
  },
  decided_before_received: {
    en: (p) =>
      `${v(p, 'field')}: claim ${v(p, 'claimId')} was received on ${v(p, 'filedOn')}; it cannot be decided on ${v(p, 'date')}, before it was received (11.1)`,
    zh: (p) =>
      `${v(p, 'field')}：申請 ${v(p, 'claimId')} 於 ${v(p, 'filedOn')} 收到；不得於收到之前的 ${v(p, 'date')} 作出決定（11.1）`,
  },
  no_denial: {
    en: (p) =>
      `claim ${v(p, 'claimId')} has no ${v(p, 'stage') === 'initial' ? 'denial' : 'denial on review'} to give notice of`,
    zh: (p) => `申請 ${v(p, 'claimId')} 沒有可通知的${kind(p, 'stage')}決定`,
  },

  // Corrections (corrections.ts, 12.9).
  void_no_replacement: { en: () => 'a void has no replacement', zh: () => '作廢不附取代內容' },
  supersede_needs_replacement: {
    en: () => 'a correction that supersedes names what replaces the target',
    zh: () => '取代式更正須指明取代對象的內容',
  },
  never_voided: {
    en: (p) => `a ${v(p, 'kind')} is corrected by superseding his data, never voided`,
    zh: (p) => `${kind(p, 'kind')}以取代其資料的方式更正，從不作廢`,
  },
  no_fact: {
    en: (p) => `no fact ${v(p, 'seq')} in this plan`,
    zh: (p) => `本計劃沒有事實 ${v(p, 'seq')}`,
  },
  no_participant: {
    en: (p) => `no participant ${v(p, 'participantId')} in this plan`,
    zh: (p) => `本計劃沒有參與者 ${v(p, 'participantId')}`,
  },
  no_fund_in_plan: {
    en: (p) => `no fund ${v(p, 'fundId')} in this plan`,
    zh: (p) => `本計劃沒有基金 ${v(p, 'fundId')}`,
  },
  no_price_recorded: {
    en: (p) => `no price of ${v(p, 'fundId')} recorded for ${v(p, 'date')}`,
    zh: (p) => `基金 ${v(p, 'fundId')} 在 ${v(p, 'date')} 沒有記錄價格`,
  },
  keeps_type: {
    en: (p) =>
      `fact ${v(p, 'seq')} is a ${v(p, 'type')}: a correction keeps its type (void it and record a ${v(p, 'newType')})`,
    zh: (p) =>
      `事實 ${v(p, 'seq')} 為 ${v(p, 'type')}：更正保留其類型（請將其作廢並記錄一筆 ${v(p, 'newType')}）`,
  },
  price_above_zero: {
    en: (p) => `a price is above zero: ${v(p, 'value')}`,
    zh: (p) => `價格須大於零：${v(p, 'value')}`,
  },
  lacks_price: {
    en: (p) =>
      `the record would lack a price it needs: no positive price for ${v(p, 'fund')} on or before ${v(p, 'date')}`,
    zh: (p) =>
      `紀錄將缺少所需的價格：基金 ${v(p, 'fund')} 在 ${v(p, 'date')} 當日或之前沒有大於零的價格`,
    read: /^the record would lack a price it needs: no positive price for (?<fund>\S+) on or before (?<date>\S+)$/,
  },

  // Payees and payment runs (routes/payees.ts, routes/payment-runs.ts, notices/, 8.2, 12.10).
  no_line: { en: (p) => `no line ${v(p, 'line')}`, zh: (p) => `沒有第 ${v(p, 'line')} 行` },
  line_not_paid: {
    en: (p) => `line ${v(p, 'line')} is not a payment made`,
    zh: (p) => `第 ${v(p, 'line')} 行不是已支付的款項`,
  },
  line_returned: {
    en: (p) => `line ${v(p, 'line')} is returned`,
    zh: (p) => `第 ${v(p, 'line')} 行已退回`,
  },
  line_paid_after: {
    en: (p) => `line ${v(p, 'line')} was paid on ${v(p, 'paidOn')}, after ${v(p, 'date')}`,
    zh: (p) => `第 ${v(p, 'line')} 行於 ${v(p, 'paidOn')} 支付，晚於 ${v(p, 'date')}`,
  },
  payee_new_address: {
    en: () => 'a payee is found at a new address or bank account: give one',
    zh: () => '找到受款人須有新的地址或銀行帳戶：請提供其一',
  },
  payee_found_pending: {
    en: (p) => `${v(p, 'payee')} is found already, waiting for approval`,
    zh: (p) => `${v(p, 'payee')} 已登記為找到，正等待核准`,
  },
  payee_not_missing: {
    en: (p) => `${v(p, 'payee')} is not presumed missing`,
    zh: (p) => `${v(p, 'payee')} 並未被推定為下落不明`,
  },
  court_order: {
    en: (p) => `a ${v(p, 'capacity')} is recorded with the court order that appoints him`,
    zh: (p) => `${kind(p, 'capacity')}須連同指派其的法院命令一併記錄`,
  },
  parent_minor: {
    en: () =>
      'a parent is paid on behalf of a minor only; an incapacitated payee needs a conservator or guardian',
    zh: () => '父母僅能代未成年人受領款項；無行為能力的受款人須有財產管理人或監護人',
  },
  through_before_from: {
    en: (p) => `through ${v(p, 'through')} is before from ${v(p, 'from')}`,
    zh: (p) => `through ${v(p, 'through')} 早於 from ${v(p, 'from')}`,
  },
  payee_not_named: {
    en: (p) =>
      `${v(p, 'payee')} is not the participant or a beneficiary a designation of his names`,
    zh: (p) => `${v(p, 'payee')} 不是參與者，也不是其受益人指定所列的受益人`,
  },
  run_status: {
    en: (p) =>
      `run ${v(p, 'runId')} is ${v(p, 'status')}: ${v(p, 'action')} needs ${v(p, 'allowed')}`,
    zh: (p) =>
      `付款批次 ${v(p, 'runId')} 為${kind(p, 'status')}：${kind(p, 'action')}須在${kinds(p, 'allowed')}狀態`,
  },
  pay_through_before_from: {
    en: () => 'payThrough is before payFrom',
    zh: () => 'payThrough 早於 payFrom',
  },
  preparer_gone: {
    en: (p) => `${v(p, 'user')} may no longer prepare runs`,
    zh: (p) => `${v(p, 'user')} 已不得準備付款批次`,
  },
  importer_gone: {
    en: (p) => `${v(p, 'user')} may no longer import pay files`,
    zh: (p) => `${v(p, 'user')} 已不得匯入薪資檔`,
  },
  wage_base_not_published: {
    en: (p) =>
      `year: the Social Security wage base for ${v(p, 'year')} is not published here (REFERENCE_DATA.md): an administrator must enter it; Form W-2 box 3 cannot be computed without it`,
    zh: (p) =>
      `${v(p, 'year')} 年的社會安全稅工資上限未在本系統的參考資料中公布：須由管理人輸入；沒有它無法計算工資與稅務報表第 3 欄`,
  },
  fica_rate_not_published: {
    en: (p) => `year: no published FICA rate for ${v(p, 'year')} (REFERENCE_DATA.md)`,
    zh: (p) => `${v(p, 'year')} 年沒有已公布的社會安全及醫療保險稅率（參考資料）`,
  },
  tax_figure_refused: {
    en: (p) => `year: ${v(p, 'participantId')}: ${v(p, 'code')}: ${v(p, 'message')}`,
    zh: (p) =>
      `參與者 ${v(p, 'participantId')}：${TAX_REFUSALS[v(p, 'code')] ?? '稅務數字無法計算'}（${v(p, 'year')} 年）`,
  },
  run_waits: {
    en: (p) => `run ${v(p, 'runId')} waits`,
    zh: (p) => `付款批次 ${v(p, 'runId')} 正等待核准`,
  },
  payee_held: {
    en: (p) =>
      `line ${v(p, 'line')} (${v(p, 'key')}): payee ${v(p, 'payee')} is presumed missing since ${v(p, 'since')} (12.10)`,
    zh: (p) =>
      `第 ${v(p, 'line')} 行（${v(p, 'key')}）：受款人 ${v(p, 'payee')} 自 ${v(p, 'since')} 起被推定為下落不明（12.10）`,
  },
  run_line_not_due: {
    en: (p) => `line ${v(p, 'line')} (${v(p, 'key')}) is no longer due`,
    zh: (p) => `第 ${v(p, 'line')} 行（${v(p, 'key')}）已不再到期`,
    read: /^line (?<line>\d+) \((?<key>[^)]*)\) is no longer due$/,
  },
  run_line_amount: {
    en: (p) => `line ${v(p, 'line')} (${v(p, 'key')}) is now ${v(p, 'amount')}`,
    zh: (p) => `第 ${v(p, 'line')} 行（${v(p, 'key')}）現為 ${v(p, 'amount')}`,
    read: /^line (?<line>\d+) \((?<key>[^)]*)\) is now (?<amount>-?[\d.]+)$/,
  },
  run_line_unpriced: {
    en: (p) =>
      `line ${v(p, 'line')} (${v(p, 'key')}) is valued at prices not recorded (${v(p, 'prices')})`,
    zh: (p) => `第 ${v(p, 'line')} 行（${v(p, 'key')}）以尚未記錄的價格估值（${v(p, 'prices')}）`,
    read: /^line (?<line>\d+) \((?<key>[^)]*)\) is valued at prices not recorded \((?<prices>.*)\)$/,
  },
  run_line_payee: {
    en: (p) => `line ${v(p, 'line')} (${v(p, 'key')}) is now paid to the ${v(p, 'payee')}`,
    zh: (p) => `第 ${v(p, 'line')} 行（${v(p, 'key')}）現改付予 ${v(p, 'payee')}`,
    read: /^line (?<line>\d+) \((?<key>[^)]*)\) is now paid to the (?<payee>.+)$/,
  },
  run_line_year: {
    en: (p) =>
      `line ${v(p, 'line')} (${v(p, 'key')}) was withheld on for ${v(p, 'withheld')}, and would be paid in ${v(p, 'year')}`,
    zh: (p) =>
      `第 ${v(p, 'line')} 行（${v(p, 'key')}）已按 ${v(p, 'withheld')} 年扣繳，卻將於 ${v(p, 'year')} 年支付`,
    read: /^line (?<line>\d+) \((?<key>[^)]*)\) was withheld on for (?<withheld>\d{4}), and would be paid in (?<year>\d{4})$/,
  },

  // Funds and the trust (routes/funds.ts, routes/fund-closures.ts, routes/trust.ts, 7.2-7.5, 10.x).
  constant_price: {
    en: () => 'this fund has a constant price',
    zh: () => '此基金採固定價格',
  },
  no_fund: { en: (p) => `no fund ${v(p, 'fundId')}`, zh: (p) => `沒有基金 ${v(p, 'fundId')}` },
  capital_preservation: {
    en: (p) =>
      `${v(p, 'fundId')} is the capital preservation option: every allocation's default stays on the menu`,
    zh: (p) => `${v(p, 'fundId')} 是保本投資選項：所有分配的預設選項須留在投資選單上`,
  },
  closure_passed: {
    en: (p) =>
      `${v(p, 'date')} has passed (today is ${v(p, 'today')}): a fund is closed from today or a later day`,
    zh: (p) => `${v(p, 'date')} 已過（今日為 ${v(p, 'today')}）：基金只能自今日或之後的日期關閉`,
  },
  successor_self: {
    en: () => 'a fund cannot succeed itself',
    zh: () => '基金不能作為自己的承繼基金',
  },
  successor_closed: {
    en: (p) => `${v(p, 'fundId')} is itself closed on ${v(p, 'date')}`,
    zh: (p) => `${v(p, 'fundId')} 本身於 ${v(p, 'date')} 關閉`,
  },
  fund_closed_already: {
    en: (p) => `${v(p, 'fundId')} is closed (${v(p, 'status')}) on ${v(p, 'date')}`,
    zh: (p) => `${v(p, 'fundId')} 已於 ${v(p, 'date')} 關閉（${kind(p, 'status')}）`,
  },
  holdings_mismatch: {
    en: (p) =>
      `the holdings add up to ${v(p, 'total')}, not the market value ${v(p, 'marketValue')}`,
    zh: (p) => `持有部位合計為 ${v(p, 'total')}，不等於市值 ${v(p, 'marketValue')}`,
    read: /^the holdings add up to (?<total>\S+), not the market value (?<marketValue>\S+)$/,
  },
  amount_above_zero: { en: () => 'an amount above 0.00', zh: () => '金額須大於 0.00' },

  // The Committee and records (routes/committee.ts, routes/participant-records.ts, notices).
  not_plan_account: {
    en: () => 'not an account of this plan',
    zh: () => '不是本計劃的帳號',
  },
  committee_account_only: {
    en: () => 'only an enabled committee account is appointed to the Committee',
    zh: () => '只有已啟用的委員會帳號才能被任命為委員會成員',
  },
  sits_on_committee: {
    en: () => 'sits on the Committee then',
    zh: () => '當時已是委員會成員',
  },
  term_end_before: {
    en: (p) => `a term ends on or after its appointment (${v(p, 'appointedOn')})`,
    zh: (p) => `任期須於其任命日（${v(p, 'appointedOn')}）當日或之後結束`,
  },
  name_a_field: {
    en: () => 'name at least one field to change',
    zh: () => '請至少指明一個要變更的欄位',
  },
  own_record_field: {
    en: (p) =>
      `${v(p, 'field')}: the administrator records it; a participant changes his address, mailing address, email and phone`,
    zh: (p) => `${v(p, 'field')}：由管理員記錄；參與者可變更自己的地址、郵寄地址、電子郵件與電話`,
  },
  record_change_reason: {
    en: () => 'the administrator records a change of a participant’s record with a reason',
    zh: () => '管理員記錄參與者紀錄的變更須附理由',
  },
  beneficiary_death: {
    en: () => 'the administrator records that a beneficiary died',
    zh: () => '受益人死亡由管理員記錄',
  },
  designation_reason: {
    en: () => 'the administrator records a designation form with a reason',
    zh: () => '管理員記錄受益人指定表須附理由',
  },
  notice_names: {
    en: (p) => `a ${v(p, 'kind')} names its ${v(p, 'field')}`,
    zh: (p) => `${kind(p, 'kind')}須指明其 ${v(p, 'field')}`,
  },
  no_address: {
    en: (p) =>
      `no ${v(p, 'channel') === 'mail' ? 'address' : 'email'} of record for ${v(p, 'name')}`,
    zh: (p) => `紀錄中沒有 ${v(p, 'name')} 的${v(p, 'channel') === 'mail' ? '地址' : '電子郵件'}`,
  },
  notice_not_sent: {
    en: () => 'a notice comes back only after it was sent',
    zh: () => '通知須先寄出才可能被退回',
  },
  data_key: {
    en: (p) =>
      p.keyId !== undefined
        ? `no data key ${p.keyId}: configure the key file holding it`
        : 'no data key: set DEFCOMP_DATA_KEY_FILE (or DEFCOMP_DATA_KEY, base64 of 32 bytes)',
    zh: (p) =>
      p.keyId !== undefined
        ? `沒有資料金鑰 ${p.keyId}：請設定持有此金鑰的金鑰檔案`
        : '未設定資料金鑰：請設定 DEFCOMP_DATA_KEY_FILE（或 DEFCOMP_DATA_KEY，32 位元組的 base64）',
    read: /^no data key(?: (?<keyId>\S+): configure the key file holding it|: set DEFCOMP_DATA_KEY_FILE \(or DEFCOMP_DATA_KEY, base64 of 32 bytes\))$/,
  },

  // A file's lines at fault, each from its code and values (payroll/: pay files, price files).
  row_not_an_id: {
    en: (p) => `${v(p, 'where')}: not an employee id (letters, digits, . _ : -)`,
    zh: (p) => `${place(p)}：不是有效的員工編號（字母、數字、. _ : -）`,
  },
  row_not_a_date: {
    en: (p) => `${v(p, 'where')}: not a date (YYYY-MM-DD)`,
    zh: (p) => `${place(p)}：不是日期（YYYY-MM-DD）`,
  },
  row_not_a_component: {
    en: (p) => `${v(p, 'where')}: not one of ${v(p, 'allowed')}`,
    zh: (p) => `${place(p)}：須為下列之一：${v(p, 'allowed')}`,
  },
  row_negative_amount: {
    en: (p) => `${v(p, 'where')}: ${v(p, 'column')} a pay amount is not negative`,
    zh: (p) => `${place(p)}：${v(p, 'column')} 報酬金額不得為負數`,
  },
  row_not_money: {
    en: (p) => `${v(p, 'where')}: ${v(p, 'column')} not an amount with 2 decimals ("1234.50")`,
    zh: (p) => `${place(p)}：${v(p, 'column')} 不是兩位小數的金額（"1234.50"）`,
  },
  row_net_above_gross: {
    en: (p) => `${v(p, 'where')}: net pay available is more than gross pay`,
    zh: (p) => `${place(p)}：可用淨薪資高於總薪資`,
  },
  row_period_incomplete: {
    en: (p) => `${v(p, 'where')}: a service period has a start and an end`,
    zh: (p) => `${place(p)}：服務期間須有開始日與結束日`,
  },
  row_period_reversed: {
    en: (p) => `${v(p, 'where')}: the service period ends before it starts`,
    zh: (p) => `${place(p)}：服務期間的結束日早於開始日`,
  },
  row_not_a_flag: {
    en: (p) => `${v(p, 'where')}: additionalCheck is true or false`,
    zh: (p) => `${place(p)}：additionalCheck 須為 true 或 false`,
  },
  row_pay_column_unknown: {
    en: (p) => `${v(p, 'name')}: not a column of a pay file (${v(p, 'known')})`,
    zh: (p) => `${v(p, 'name')}：不是薪資檔案的欄位（${v(p, 'known')}）`,
  },
  row_pay_column_twice: {
    en: (p) => `${v(p, 'name')}: a column named twice (${v(p, 'known')})`,
    zh: (p) => `${v(p, 'name')}：欄位名稱重複（${v(p, 'known')}）`,
  },
  row_price_column_unknown: {
    en: (p) => `${v(p, 'name')}: not a column of a price file (fund, date, price)`,
    zh: (p) => `${v(p, 'name')}：不是價格檔案的欄位（fund, date, price）`,
  },
  row_missing_column: {
    en: (p) => `the header has no ${v(p, 'column')} column`,
    zh: (p) => `標題列沒有 ${v(p, 'column')} 欄`,
  },
  row_no_pay_lines: {
    en: () => 'the file has no pay lines',
    zh: () => '檔案中沒有任何薪資行',
  },
  row_csv_unreadable: {
    en: (p) => v(p, 'message'),
    zh: (p) => `無法讀取此 CSV 檔案（${v(p, 'error')}）`,
  },
  row_csv_empty: {
    en: () => 'the file has no header row',
    zh: () => '檔案沒有標題列',
  },
  row_cell_count: {
    en: (p) => `${v(p, 'cells')} cells where the header names ${v(p, 'header')}`,
    zh: (p) => `此行有 ${v(p, 'cells')} 個欄位，標題列則有 ${v(p, 'header')} 個`,
  },
  row_duplicate_pay: { en: duplicateEn, zh: duplicateZh },
  duplicate_pay_one: {
    en: (p) => `${duplicateEn(p)} (a second check goes through POST /api/pay-imports)`,
    zh: (p) => `${duplicateZh(p)}（第二張支票請經 POST /api/pay-imports 記錄）`,
  },
  row_pay_refused: {
    en: (p) =>
      `${v(p, 'where')}: ${refusedOf(p)
        .map((r) => `${r.message} (${r.rule})`)
        .join('; ')}`,
    zh: (p) =>
      `${place(p)}：${refusedOf(p)
        .map((r) => `${violationTemplateZhHant(r.code, r.message) ?? r.message}（${r.rule}）`)
        .join('；')}`,
  },
  row_unknown_participant: {
    en: (p) => `${v(p, 'where')}: ${v(p, 'participantId')} is not a participant of this plan`,
    zh: (p) => `${place(p)}：${v(p, 'participantId')} 不是本計劃的參與者`,
  },
  row_not_a_fund_id: {
    en: (p) => `${v(p, 'where')}: not a fund id`,
    zh: (p) => `${place(p)}：不是有效的基金代號`,
  },
  row_not_a_price: {
    en: (p) => `${v(p, 'where')}: not a price (a decimal, up to 6 decimals)`,
    zh: (p) => `${place(p)}：不是價格（最多 6 位小數的十進位數）`,
  },
  row_price_not_positive: {
    en: (p) => `${v(p, 'where')}: a price is above zero`,
    zh: (p) => `${place(p)}：價格須大於零`,
  },
  row_price_in_future: {
    en: (p) => `${v(p, 'where')}: ${v(p, 'date')} is after today (${v(p, 'today')}, Eastern)`,
    zh: (p) => `${place(p)}：${v(p, 'date')} 晚於今日（${ET} ${v(p, 'today')}）`,
  },
  row_not_a_valuation_date: {
    en: (p) =>
      `${v(p, 'where')}: ${v(p, 'date')} is not a Valuation Date (a day the New York Stock Exchange is open)`,
    zh: (p) => `${place(p)}：${v(p, 'date')} 不是估值日期（紐約證券交易所開市的日子）`,
  },
  row_price_recorded: {
    en: (p) =>
      `${v(p, 'where')}: ${v(p, 'date')} is recorded at ${v(p, 'recorded')} (a correction is 12.9's)`,
    zh: (p) => `${place(p)}：${v(p, 'date')} 已記錄為 ${v(p, 'recorded')}（更正依 12.9 辦理）`,
  },
} satisfies Record<string, DetailText>;

export type DetailKey = keyof typeof problemDetailTexts;

/** The `params` key naming a detail's entry here. */
export const DETAIL_KEY = 'detail';

/** A problem's detail in English and the values for its other language (`params`). */
export function detailOf(key: DetailKey, values: Values = {}): { detail: string; params: Values } {
  return {
    detail: problemDetailTexts[key].en(values),
    params: { ...values, [DETAIL_KEY]: key },
  };
}

/**
 * A detail another module wrote in English (the engine's, the store's), its values read back by
 * the entry's pattern; a message that does not match keeps its English (shown as the original).
 */
export function detailFrom(key: DetailKey, message: string): { detail: string; params?: Values } {
  const read = (problemDetailTexts[key] as DetailText).read;
  const match = read?.exec(message);
  if (!match) return { detail: message };
  return { detail: message, params: { ...match.groups, message, [DETAIL_KEY]: key } };
}

/** A file's line at fault: its message in English and its entry with values (`params`). */
export function rowText(key: DetailKey, values: Values = {}): { message: string; params: Values } {
  const { detail, params } = detailOf(key, values);
  return { message: detail, params };
}

/** The first of several entries whose pattern reads the message (the run's staleness). */
export function detailFromAny(
  keys: readonly DetailKey[],
  message: string,
): { detail: string; params?: Values } {
  for (const key of keys) {
    const found = detailFrom(key, message);
    if (found.params) return found;
  }
  return { detail: message };
}

/**
 * The plan's parameter checks and FORMAT.md's (domain plan/json-schema.ts, plan/validate.ts,
 * model/explain.ts), in Chinese; a fault in other words (a schema's own description) stays as
 * it is.
 */
const PARAMETER_FAULTS: [RegExp, (m: string[]) => string][] = [
  [/^not an object$/, () => '不是物件'],
  [/^not an array$/, () => '不是陣列'],
  [/^not a string$/, () => '不是字串'],
  [/^not an integer$/, () => '不是整數'],
  [/^not a number$/, () => '不是數字'],
  [/^not true or false$/, () => '不是 true 或 false'],
  [/^not one of (.*)$/, ([x]) => `須為下列之一：${x}`],
  [/^less than (\S+)$/, ([x]) => `小於 ${x}`],
  [/^more than (\S+) items$/, ([x]) => `多於 ${x} 項`],
  [/^more than (\S+)$/, ([x]) => `大於 ${x}`],
  [/^fewer than (\S+) items$/, ([x]) => `少於 ${x} 項`],
  [/^not in the form (.*)$/, ([x]) => `不符合格式 ${x}`],
  [/^unexpected item$/, () => '多餘的項目'],
  [/^required$/, () => '為必填'],
  [/^unknown field$/, () => '不是已知的欄位'],
  [/^unknown plan parameter$/, () => '不是計劃的參數'],
  [/^not a date \(YYYY-MM-DD\)$/, () => '不是日期（YYYY-MM-DD）'],
  [/^not a non-empty string$/, () => '不是非空的字串'],
];
function parameterFaultZh(message: string): string {
  for (const [pattern, zh] of PARAMETER_FAULTS) {
    const m = pattern.exec(message);
    if (m) return zh(m.slice(1));
  }
  return schemaFaultZhHant(message) ?? message;
}

/** An engine message inside another (an amendment's reason), in Chinese when an entry reads it. */
function nestedZh(message: string): string {
  const found = detailFromAny(['no_price', 'no_term', 'amendment_reduces'], message);
  return (found.params && detailZhHant(found.params)) ?? message;
}

/** The Chinese of a detail whose entry its params name; undefined for none. */
export function detailZhHant(params: Values): string | undefined {
  const key = params[DETAIL_KEY];
  if (key === undefined || !Object.hasOwn(problemDetailTexts, key)) return undefined;
  return (problemDetailTexts[key as DetailKey] as DetailText).zh(params);
}

/**
 * An engine message in Traditional Chinese: a file's line at fault by the entry and values it
 * carries (`params`), else by its code and the values in its English (violations-zh-Hant.ts).
 */
export function violationZhHant(
  code: string,
  message: string,
  params?: Record<string, string>,
): string | undefined {
  return (params ? detailZhHant(params) : undefined) ?? violationTemplateZhHant(code, message);
}
