// The documents' words in English and Traditional Chinese (issue 10 item 9). The Chinese terms
// are the plan document's own (shared/plan/plan-document-zh-Hant.txt): 參與者 (1.21), 退休/終止帳戶
// (1.29, as 5.1(c) and the web app spell it), 指定日期帳戶 (1.32), 公司供款帳戶 (1.9), 推遲 (1.14),
// 公司供款 (1.8), 估值日期 (1.37), 投資選項 (7.3), 投資分配 (7.4), 服務終止 (1.31), 關鍵僱員
// (1.20), 委員會 (1.6), 索賠 and its steps (11.1-11.5). Section numbers stay as they are.

export type PdfLang = 'en' | 'zh-Hant';
export const pdfLangs = ['en', 'zh-Hant'] as const;

/**
 * The language of a document: `lang` when given (the query parameter, checked by the route's
 * schema), else the first language of the request's Accept-Language (by its q-values) that the
 * documents have (zh-Hant, zh-TW, zh-HK, zh-MO and a bare zh are Traditional Chinese; zh-Hans
 * and zh-CN are not offered and are skipped), else English.
 */
export function pdfLang(lang: string | undefined, acceptLanguage: string | undefined): PdfLang {
  if (lang === 'en' || lang === 'zh-Hant') return lang;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag !== '' && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (/^zh(-hant|-tw|-hk|-mo)?(-|$)/.test(tag) && !/^zh-(hans|cn|sg)/.test(tag)) return 'zh-Hant';
  }
  return 'en';
}

const en = {
  // Statements
  participant: 'Participant',
  hired: 'Hired',
  asOf: 'As of',
  knownAt: 'From the facts known at',
  separation: 'Separation from Service (1.31)',
  keyEmployee: 'Key Employee (1.20)',
  statementTitle: 'Participant statement',
  statementSubject: 'Deferred compensation plan statement',
  balances: 'Balances (1)',
  subAccount: 'Sub-account',
  value: 'Value',
  total: 'Total',
  totalVested: 'Total vested',
  payments: 'Payments',
  date: 'Date',
  benefit: 'Benefit',
  amount: 'Amount',
  valuedAt: 'Valued at',
  installment: 'Installment',
  planSections: 'Plan sections',
  paid: 'paid',
  due: 'due',
  lumpSum: 'lump sum',
  installmentOf: (k: number, n: number) => `${k} of ${n}`,
  toPayee: (payee: string) => ` to the ${payee}`,
  noPayments: 'No payment is made or scheduled.',
  why: 'Why each payment is what it is',
  deferralsIn: (year: string) => `Deferrals in ${year}`,
  nothingDeferred: (year: string, asOf: string) =>
    `Nothing was deferred in ${year} through ${asOf}.`,
  payDate: 'Pay date',
  component: 'Component',
  deferred: 'Deferred',
  notes: 'Notes',
  statementNotes: (asOf: string) => [
    `(1) Values at the last Valuation Date on or before ${asOf} (1.37), at the deemed investments' prices (7.2, 7.4). The Account is a bookkeeping record of the Employer's unsecured promise to pay (1.1, 10.1). A payment already valued but not yet paid is no longer in the balances.`,
    `(2) Projected: a payment after ${asOf} is computed from the facts recorded and the prices known today. Its amount is fixed only at its valuation point; later prices, elections, schedule changes (Article VI) and events will change it.`,
    'Amounts are before tax withholding (8.3). The Company Contribution Account vests under 4.2; what is not vested at Separation is forfeited.',
  ],
  // Period statements
  periodTitle: (period: string) => `Statement for ${period}`,
  periodSubject: 'Quarterly or annual statement of a deferred compensation account',
  period: 'Period',
  periodDates: (from: string, to: string) => `${from} to ${to}`,
  activity: 'Activity in the period',
  opening: 'Opening balance',
  deferrals: 'Deferrals (3.1)',
  companyCredits: 'Company credits (3.4)',
  transfers: 'Transfers between investment options (7.4)',
  investmentResults: 'Investment results (7.2) *',
  paymentsOut: 'Payments (Article V)',
  forfeitures: 'Forfeitures (4.2)',
  closing: 'Closing balance',
  vested: 'Vested (4.2)',
  unvested: 'Not vested (4.2)',
  byAccountAndFund: 'Balances by sub-account and investment option',
  fund: 'Investment option (7.3)',
  holdings: 'Holdings at the close of the period',
  units: 'Units',
  price: 'Price',
  priceOf: (date: string) => `Prices of the Valuation Date ${date} (1.37)`,
  rateOfReturn: 'Personal rate of return for the period',
  rateMethod:
    'Modified Dietz: investment results / (opening balance + each flow weighted by the share of the period left after it). Flows are deferrals, Company credits, payments and forfeitures; transfers between investment options are not flows.',
  notMeaningful: 'not meaningful (no money invested in the period)',
  allocations: 'Investment allocations in force (7.4)',
  allocationNone:
    'No investment allocation is on file; the Plan Asset Committee’s default applies (7.4).',
  deferralAllocation: 'Deferrals directed to sub-accounts (3.1)',
  upcoming: 'Upcoming payments (estimates)',
  estimate: 'estimate',
  upcomingNote:
    'Estimates: each amount is computed from the facts recorded and the prices known at the close of the period; it is fixed only at its valuation point (5.8, 7.2).',
  noUpcoming: 'No payment is scheduled.',
  chart: 'Balance over time',
  periodNotes: [
    'Balances are the units held times the price of the Valuation Date on or before the day (1.37, 7.2). Opening is the close of the day before the period; closing the close of its last day.',
    '* Investment results are what the prices did to the units held: closing - opening - the other lines, to the cent (the ledger records units bought and sold, not gains).',
    'Amounts are before tax withholding (8.3). The Account is a bookkeeping record of the Employer’s unsecured promise to pay (1.1, 10.1).',
  ],
  // Claim notices
  initialNoticeTitle: 'Notice of denial of a claim for benefits (11.2)',
  reviewNoticeTitle: 'Notice of denial of a claim on review (11.4)',
  claimSubject: 'Claims procedure, Article XI',
  claimant: 'Claimant',
  claim: 'Claim',
  decidedOn: 'Decided on',
  notRecorded: 'not recorded',
  deadlinesHeading: 'The claim and its deadlines',
  step: 'Step',
  filed: 'Filed (11.1)',
  decisionDue: (d: number, e: number) => `Decision due (11.2: ${d} days, ${e} if extended)`,
  denied: 'Denied (11.2)',
  appealBy: (d: number) => `Appeal by (11.3: ${d} days after the denial)`,
  appealed: 'Appealed (11.3)',
  reviewDue: (d: number, e: number) => `Review due (11.4: ${d} days, ${e} if extended)`,
  deniedOnReview: 'Denied on review (11.4)',
  suitBy: 'Suit by (11.5: 1 year after the final decision)',
  contentsHeading: 'What this notice states',
  missing: 'Not in the record: the Committee must state this before the notice is sent.',
  planSectionsList: (sections: string) => `Plan sections ${sections}.`,
  noFurtherMaterial: 'None: the Committee asked for no further material.',
  accessRight:
    'On request, free of charge, you may see and have copies of all documents, records and other information relevant to your claim (11.3).',
  suitRight: (by: string | null) =>
    `You may bring a civil action under ERISA section 502(a) until ${by ?? 'one year after this decision'} (11.5), in the court named in 11.6.`,
  reviewProcedure: (
    appealBy: string | null,
    d: { appeal: number; review: number; reviewExtended: number },
  ) =>
    [
      `You may appeal this denial in writing to the Committee by ${appealBy ?? `${d.appeal} days after you receive this notice`} (11.3); without an appeal in time the claim is waived.`,
      'With your appeal you may submit written comments and documents, and you may see and copy, free of charge, all documents relevant to your claim; the Committee weighs everything you submit (11.3).',
      `The Committee decides on review within ${d.review} days after it receives the appeal, or ${d.reviewExtended} days where special circumstances need more time and you are told so in writing before the first ${d.review} days end (11.4).`,
      'If the claim is denied on review you may bring a civil action under ERISA section 502(a) within one year after that decision (11.5), in the court named in 11.6.',
    ].join(' '),
  /** The items a notice states (domain denialNoticeContents), by rule: English is the domain's. */
  noticeItems: {} as Record<string, string>,
  accounts: {
    RTA: 'Retirement/Termination Account',
    CCA: 'Company Contribution Account',
    CCAVested: '  of which vested (4.2)',
    SDA: (date: string) => `Specified Date Account ${date}`,
  },
  benefits: {
    termination: 'Termination (5.1)',
    specifiedDate: 'Specified Date (5.2)',
    companyContribution: 'Company Contribution (5.3)',
    death: 'Death (5.4)',
    emergency: 'Unforeseeable Emergency (5.5)',
    changeInControl: 'Change in Control (5.6)',
    smallBalance: 'Small balance (5.7)',
    domesticRelationsOrder: 'Domestic relations order (5.9)',
    planTermination: 'Plan termination (9.3)',
  } as Record<string, string>,
  payees: {} as Record<string, string>,
  components: {
    baseSalary: 'Base salary',
    monthlyBonus: 'Monthly bonus',
    annualBonus: 'Annual bonus',
    performanceBonus: 'Performance bonus',
    other: 'Other',
  } as Record<string, string>,
};

export type PdfLabels = typeof en;

const zhHant: PdfLabels = {
  participant: '參與者',
  hired: '僱用日期',
  asOf: '截至日期',
  knownAt: '依據截至此時已知的事實',
  separation: '服務終止（1.31）',
  keyEmployee: '關鍵僱員（1.20）',
  statementTitle: '參與者帳戶報表',
  statementSubject: '推遲薪酬計劃帳戶報表',
  balances: '各子帳戶餘額（1）',
  subAccount: '子帳戶',
  value: '價值',
  total: '合計',
  totalVested: '已歸屬合計',
  payments: '付款',
  date: '日期',
  benefit: '福利',
  amount: '金額',
  valuedAt: '估值日期',
  installment: '分期',
  planSections: '計劃章節',
  paid: '已支付',
  due: '應付',
  lumpSum: '一次性支付',
  installmentOf: (k, n) => `${k}/${n} 期`,
  toPayee: (payee) => `（支付予${zhPayees[payee] ?? payee}）`,
  noPayments: '沒有已支付或已排定的付款。',
  why: '每筆付款的計算依據',
  deferralsIn: (year) => `${year} 年的推遲`,
  nothingDeferred: (year, asOf) => `${year} 年截至 ${asOf} 沒有推遲。`,
  payDate: '發薪日期',
  component: '報酬項目',
  deferred: '推遲金額',
  notes: '附註',
  statementNotes: (asOf) => [
    `（1）以 ${asOf} 當日或之前最後一個估值日期（1.37）的價值，按投資選項的價格計算（7.2、7.4）。帳戶僅為記錄僱主無擔保付款承諾的帳冊（1.1、10.1）。已估值但尚未支付的付款不再計入餘額。`,
    `（2）預估：${asOf} 之後的付款依已記錄的事實及目前已知的價格計算；其金額僅在估值時確定，之後的價格、選擇、付款計劃變更（第六條）及事件都會改變它。`,
    '金額為扣繳稅款前的金額（8.3）。公司供款帳戶依 4.2 歸屬；服務終止時未歸屬的部分將被沒收。',
  ],
  periodTitle: (period) => `${period} 帳戶報表`,
  periodSubject: '推遲薪酬帳戶季度或年度報表',
  period: '期間',
  periodDates: (from, to) => `${from} 至 ${to}`,
  activity: '本期異動',
  opening: '期初餘額',
  deferrals: '推遲（3.1）',
  companyCredits: '公司供款（3.4）',
  transfers: '投資選項之間的轉換（7.4）',
  investmentResults: '投資收益或損失（7.2）*',
  paymentsOut: '付款（第五條）',
  forfeitures: '沒收（4.2）',
  closing: '期末餘額',
  vested: '已歸屬（4.2）',
  unvested: '未歸屬（4.2）',
  byAccountAndFund: '各子帳戶及投資選項餘額',
  fund: '投資選項（7.3）',
  holdings: '期末持有',
  units: '單位數',
  price: '價格',
  priceOf: (date) => `估值日期 ${date} 的價格（1.37）`,
  rateOfReturn: '本期個人報酬率',
  rateMethod:
    '修正 Dietz 法：投資收益或損失 ÷（期初餘額 + 每筆資金流量乘以其後剩餘期間的比例）。資金流量為推遲、公司供款、付款及沒收；投資選項之間的轉換不是資金流量。',
  notMeaningful: '不適用（本期沒有投資金額）',
  allocations: '現行投資分配（7.4）',
  allocationNone: '沒有投資分配的紀錄；適用計劃資產委員會的預設（7.4）。',
  deferralAllocation: '推遲分配至各子帳戶（3.1）',
  upcoming: '即將支付的付款（預估）',
  estimate: '預估',
  upcomingNote: '預估：每筆金額依已記錄的事實及期末已知的價格計算；僅在估值時確定（5.8、7.2）。',
  noUpcoming: '沒有已排定的付款。',
  chart: '餘額變化',
  periodNotes: [
    '餘額為持有單位數乘以當日或之前估值日期的價格（1.37、7.2）。期初為期間前一日結束時；期末為期間最後一日結束時。',
    '* 投資收益或損失為價格對所持單位的影響：期末 − 期初 − 其他各項，精確至分（帳冊記錄買入及賣出的單位，不記錄收益）。',
    '金額為扣繳稅款前的金額（8.3）。帳戶僅為記錄僱主無擔保付款承諾的帳冊（1.1、10.1）。',
  ],
  initialNoticeTitle: '拒絕福利索賠通知（11.2）',
  reviewNoticeTitle: '索賠審查後拒絕通知（11.4）',
  claimSubject: '索賠程序，第十一條',
  claimant: '索賠人',
  claim: '索賠',
  decidedOn: '決定日期',
  notRecorded: '未記錄',
  deadlinesHeading: '索賠及其期限',
  step: '步驟',
  filed: '提出索賠（11.1）',
  decisionDue: (d, e) => `決定期限（11.2：${d} 天，延長時 ${e} 天）`,
  denied: '拒絕索賠（11.2）',
  appealBy: (d) => `上訴期限（11.3：拒絕後 ${d} 天）`,
  appealed: '提出上訴（11.3）',
  reviewDue: (d, e) => `審查期限（11.4：${d} 天，延長時 ${e} 天）`,
  deniedOnReview: '審查後拒絕（11.4）',
  suitBy: '起訴期限（11.5：最終決定後 1 年）',
  contentsHeading: '本通知載明的事項',
  missing: '紀錄中沒有：委員會必須在寄出通知前載明。',
  planSectionsList: (sections) => `計劃章節 ${sections}。`,
  noFurtherMaterial: '無：委員會未要求其他資料。',
  accessRight: '經請求，您可免費查閱並取得與您的索賠有關的所有文件、紀錄及其他資料的副本（11.3）。',
  suitRight: (by) =>
    `您可在 ${by ?? '本決定後一年內'}依 ERISA 第 502(a) 條，向 11.6 所指定的法院提起民事訴訟（11.5）。`,
  reviewProcedure: (appealBy, d) =>
    [
      `您可在 ${appealBy ?? `收到本通知後 ${d.appeal} 天內`}以書面向委員會對本拒絕提出上訴（11.3）；未在期限內上訴者，視為放棄索賠。`,
      '上訴時您可提交書面意見及文件，並可免費查閱及複製與您的索賠有關的所有文件；委員會將考慮您提交的所有資料（11.3）。',
      `委員會在收到上訴後 ${d.review} 天內作出審查決定；如有特殊情況需要更多時間，並在最初 ${d.review} 天屆滿前以書面通知您，則為 ${d.reviewExtended} 天（11.4）。`,
      '索賠在審查後仍被拒絕者，您可在該決定後一年內依 ERISA 第 502(a) 條，向 11.6 所指定的法院提起民事訴訟（11.5）。',
    ].join(''),
  noticeItems: {
    '11.2(a)': '拒絕的具體理由',
    '11.2(b)': '拒絕所依據的計劃條款',
    '11.2(c)': '完成索賠所需的其他資料及其必要原因',
    '11.2(d)': '審查程序及其期限，包括審查後被拒絕時依 ERISA 502(a) 起訴的權利',
    '11.4(a)': '審查後拒絕的具體理由',
    '11.4(b)': '決定所依據的計劃條款',
    '11.4(c)': '合理查閱並免費取得與索賠有關的所有文件副本的權利',
    '11.4(d)': '依 ERISA 502(a) 起訴的權利',
  },
  accounts: {
    RTA: '退休/終止帳戶',
    CCA: '公司供款帳戶',
    CCAVested: '  其中已歸屬（4.2）',
    SDA: (date) => `指定日期帳戶 ${date}`,
  },
  benefits: {
    termination: '終止福利（5.1）',
    specifiedDate: '指定日期福利（5.2）',
    companyContribution: '公司供款福利（5.3）',
    death: '身故福利（5.4）',
    emergency: '不可預見緊急情況支付（5.5）',
    changeInControl: '控制變更（5.6）',
    smallBalance: '小額帳戶餘額（5.7）',
    domesticRelationsOrder: '國內關係命令（5.9）',
    planTermination: '計劃終止（9.3）',
  },
  payees: {},
  components: {
    baseSalary: '基本工資',
    monthlyBonus: '月獎金',
    annualBonus: '年度獎金',
    performanceBonus: '績效獎金',
    other: '其他',
  },
};

const zhPayees: Record<string, string> = {
  beneficiary: '受益人',
  alternatePayee: '替代收款人',
  spouse: '配偶',
};

export const pdfLabels: Record<PdfLang, PdfLabels> = { en, 'zh-Hant': zhHant };

/** A sub-account by its plan name (Plan 1.29 RTA, 1.32 SDA, 1.9 CCA). */
export function accountLabel(lang: PdfLang, account: string): string {
  const names = pdfLabels[lang].accounts;
  if (account === 'RTA' || account === 'CCA' || account === 'CCAVested') return names[account];
  if (account.startsWith('SDA:')) return names.SDA(account.slice(4));
  return account;
}

export const benefitLabel = (lang: PdfLang, benefit: string): string =>
  pdfLabels[lang].benefits[benefit] ?? benefit;

export const componentLabel = (lang: PdfLang, component: string): string =>
  pdfLabels[lang].components[component] ?? component;
