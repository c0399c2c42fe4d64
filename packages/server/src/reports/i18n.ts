import type { PdfLang } from '../core/pdf/i18n.js';
import type { ReportDocument } from './document.js';
import { liabilityNotes, taxDataNotes } from './notes.js';

// The reports' PDFs in Traditional Chinese (issue 10 item 9): the words of each report document
// (title, facts, headings, column headers, notes) by their English, in the plan document's terms
// (pdf/i18n.ts). The figures and the record's values (ids, names, rules, statuses) are printed
// as they are; a string not listed here stays English (a new column shows, untranslated).

const zh: Record<string, string> = {
  // Titles
  'Liability roll-forward (Plan 10.1)': '負債變動表（計劃 10.1）',
  'Projected payments: cash needs by month and year': '預計付款：按月及按年的現金需求',
  'Election audit: deferral elections and schedule changes (IRS Pub. 5528)':
    '選擇稽核：推遲選擇及付款計劃變更（IRS Pub. 5528）',
  'Nonqualified deferred compensation table (Regulation S-K Item 402(i))':
    '非合格推遲薪酬表（Regulation S-K Item 402(i)）',
  'Key Employees (Plan 1.20, Treas. Reg. §1.409A-1(i))':
    '關鍵僱員（計劃 1.20，Treas. Reg. §1.409A-1(i)）',
  'Year-end tax data: Forms W-2 and 1099-MISC (Plan 8.3)':
    '年終稅務資料：W-2 及 1099-MISC 表（計劃 8.3）',
  'Liability as of a date (Plan 10.1)': '截至某日的負債（計劃 10.1）',
  // Facts
  'Calendar year': '日曆年度',
  'Social Security wage base': '社會安全薪資基數',
  'As of': '截至日期',
  Through: '至',
  'From the facts known at': '依據截至此時已知的事實',
  'Fiscal year': '會計年度',
  'Key Employees on that date': '當日的關鍵僱員',
  Period: '期間',
  'Opening as of': '期初截至',
  // Headings
  'By fund': '按投資選項',
  'By month': '按月',
  'By participant, sub-account and fund': '按參與者、子帳戶及投資選項',
  'By year': '按年',
  Filings: '提交紀錄',
  'Identifications by the Committee (facts)': '委員會的認定（事實）',
  'Key Employee periods': '關鍵僱員期間',
  'Named executive officers': '指名高階主管',
  Payments: '付款',
  'Vested and unvested (4.2); payments fixed but unpaid; liability at the close':
    '已歸屬及未歸屬（4.2）；已確定但未支付的付款；期末負債',
  'Form W-2: employees': 'W-2 表：僱員',
  'Form 1099-MISC: payees who are not employees': '1099-MISC 表：非僱員的收款人',
  'Each figure and what it adds up': '各數字及其組成',
  'Planned payments: scheduled after the paid-through date, not yet paid':
    '預定付款：排定於支付截至日之後、尚未支付',
  'Paid through': '支付截至',
  'By participant': '按參與者',
  'By participant and sub-account': '按參與者及子帳戶',
  // Column headers
  'W-2 box 1 Wages (distributions)': 'W-2 第 1 欄 工資（分配）',
  'W-2 box 2 Federal income tax withheld': 'W-2 第 2 欄 預扣聯邦所得稅',
  'W-2 box 3 Social security wages': 'W-2 第 3 欄 社會安全工資',
  'W-2 box 4 Social security tax withheld': 'W-2 第 4 欄 預扣社會安全稅',
  'W-2 box 5 Medicare wages': 'W-2 第 5 欄 聯邦醫療保險工資',
  'W-2 box 6 Medicare tax withheld': 'W-2 第 6 欄 預扣聯邦醫療保險稅',
  'W-2 box 11 Nonqualified plans': 'W-2 第 11 欄 非合格計劃',
  'W-2 box 12 code Y (deferrals)': 'W-2 第 12 欄 代碼 Y（推遲）',
  'W-2 box 12 code Z (409A income)': 'W-2 第 12 欄 代碼 Z（409A 所得）',
  "Payroll's other FICA wages": '薪資部門的其他 FICA 工資',
  'Employer social security tax': '僱主社會安全稅',
  'Employer Medicare tax': '僱主聯邦醫療保險稅',
  '1099-MISC box 3 Other income': '1099-MISC 第 3 欄 其他所得',
  '1099-MISC box 4 Federal income tax withheld': '1099-MISC 第 4 欄 預扣聯邦所得稅',
  Form: '表格',
  Box: '欄位',
  Rules: '條款',
  Balance: '餘額',
  RTA: '退休/終止帳戶',
  SDAs: '指定日期帳戶',
  CCA: '公司供款帳戶',
  'CCA vested (4.2)': '公司供款帳戶已歸屬（4.2）',
  'Payments fixed, unpaid': '已確定未支付的付款',
  'Owed (vested)': '應付（已歸屬）',
  Liability: '負債',
  '(a) Name: participant': '(a) 姓名：參與者',
  '(b) Executive contributions in last FY': '(b) 上一會計年度高階主管提撥',
  '(c) Registrant contributions in last FY': '(c) 上一會計年度公司提撥',
  '(d) Aggregate earnings in last FY': '(d) 上一會計年度累計收益',
  '(e) Aggregate withdrawals/ distributions': '(e) 累計提領／分配',
  '(f) Aggregate balance at last FYE': '(f) 上一會計年度末累計餘額',
  'Amount is': '金額性質',
  Amount: '金額',
  'Balance at prior FYE': '前一會計年度末餘額',
  Benefit: '福利',
  By: '記錄人',
  Closing: '期末',
  'Company credits (3.4)': '公司供款（3.4）',
  Date: '日期',
  Deadline: '期限',
  'Deferrals (3.1)': '推遲（3.1）',
  'Filed at': '提交時間',
  'Fixed unpaid, closing': '已確定未支付，期末',
  'Fixed unpaid, opening': '已確定未支付，期初',
  'Forfeitures (4.2)': '沒收（4.2）',
  From: '自',
  Fund: '投資選項',
  'Identification date': '認定日期',
  Installment: '分期',
  'Investment results*': '投資收益或損失*',
  'Kind / sub-account': '類別／子帳戶',
  'Liability, closing': '期末負債',
  Name: '姓名',
  'Of which estimated': '其中預估',
  'On the as-of date': '截至日期當日',
  Opening: '期初',
  Participant: '參與者',
  Payee: '收款人',
  'Payments (Art. V)': '付款（第五條）',
  'Plan Year': '計劃年度',
  'Recorded at': '記錄時間',
  'Recorded late': '逾期記錄',
  Result: '結果',
  Rule: '條款',
  'Rules broken': '違反的條款',
  Status: '狀態',
  'Sub-account': '子帳戶',
  To: '至',
  Total: '合計',
  'Transfers (7.4)': '轉換（7.4）',
  Type: '類型',
  'Unvested, closing': '未歸屬，期末',
  'Unvested, opening': '未歸屬，期初',
  'Valued at': '估值日期',
  'Valued, unpaid at FYE': '已估值、會計年度末未支付',
  'Vested, closing': '已歸屬，期末',
  'Vested, opening': '已歸屬，期初',
  Why: '原因',
  // Notes: roll-forward
  'Opening balances are as of the close of the day before the period; closing balances as of the close of its last day (Plan 10.1, FORMAT.md balances: units x the price of the Valuation Date on or before the day).':
    '期初餘額為期間前一日結束時的餘額；期末餘額為期間最後一日結束時的餘額（計劃 10.1；餘額為單位數乘以當日或之前估值日期的價格）。',
  '* Investment results are not ledger entries: they are the balancing figure, closing - opening - deferrals - company credits - transfers - payments - forfeitures, for each sub-account and fund (what the prices did to the units held, Article VII).':
    '* 投資收益或損失不是帳冊分錄，而是每個子帳戶及投資選項的平衡數：期末 − 期初 − 推遲 − 公司供款 − 轉換 − 付款 − 沒收（價格對所持單位的影響，第七條）。',
  'Payments are the amounts taken out of the sub-accounts when a payment was valued (Article V); a payment valued and not yet paid is still owed: "fixed unpaid" below, as in the liability report. Payments and forfeitures are negative.':
    '付款為付款估值時自子帳戶扣除的金額（第五條）；已估值但尚未支付的付款仍屬應付：即下方的「已確定未支付」，與負債報告相同。付款及沒收為負數。',
  'Vested: RTA, SDAs and the vested part of the CCA (4.2); unvested: the rest of the CCA.':
    '已歸屬：退休/終止帳戶、指定日期帳戶及公司供款帳戶的已歸屬部分（4.2）；未歸屬：公司供款帳戶的其餘部分。',
  // Notes: projected payments
  'Every payment dated after the as-of date, and every one dated by it that no approved run had paid by then ("due"): the cash the Employer (or its rabbi trust, Plan 10.2) must provide.':
    '截至日期之後的每筆付款，以及截至日期前到期但當時尚未由已核准的付款批次支付者（「應付」）：僱主（或其拉比信託，計劃 10.2）必須提供的現金。',
  'The record as it stood on the as-of date: facts dated by it (as known at "known at"), prices dated by it. A payment valued after the as-of date is an ESTIMATE: the sub-account valued at the as-of date\'s prices, with no later deferral, credit or investment result; it changes as the record does.':
    '依截至日期當時的紀錄：截至該日的事實（依「已知時點」所知）及截至該日的價格。截至日期之後才估值的付款為「預估」：子帳戶按截至日期的價格估值，不計之後的推遲、供款或投資收益；紀錄變動時隨之改變。',
  // Notes: election audit
  "Every deferral election (3.1-3.2) and every change to the time or form of payment (Article VI) filed by the as-of date, from the fact log, with the engine's verdict as the record stood then.":
    '截至日期前提交的每一項推遲選擇（3.1-3.2）及每一項付款時間或方式的變更（第六條），取自事實紀錄，並附當時紀錄下計算引擎的判定。',
  "Deadlines are 11:59 p.m. Eastern on the day shown (3.2(b)): first-year elections 3.2(a) (days after the notice of eligibility), annual 3.2(b) (the end of the year before the Plan Year), performance-based 3.2(c) (6 months before the period ends, §1.409A-2(a)(8)), schedule changes 6.2 (12 months before the first payment replaced, §1.409A-2(b)(1)(iii)); a change to the RTA's schedule depends on the Separation and is judged by the engine alone.":
    '期限為所示日期美東時間晚上 11:59（3.2(b)）：首年選擇 3.2(a)（資格通知後的天數）、年度選擇 3.2(b)（計劃年度前一年年底）、績效相關 3.2(c)（期間結束前 6 個月，§1.409A-2(a)(8)）、付款計劃變更 6.2（被取代的第一筆付款前 12 個月，§1.409A-2(b)(1)(iii)）；退休/終止帳戶付款計劃的變更取決於服務終止，僅由計算引擎判定。',
  'Result: timely (accepted), late (refused for its timing), refused (refused on another rule, named). "Recorded after deadline": filed (dated) by its deadline but received by the record after it: the evidence of its timely filing is worth keeping.':
    '結果：timely（如期，已接受）、late（逾期，因時間被拒絕）、refused（因其他條款被拒絕，並列出條款）。「逾期記錄」：在期限內提交（註明日期）但在期限後才記入紀錄：其如期提交的證據值得保存。',
  // Notes: Item 402(i)
  'Columns of SEC Regulation S-K Item 402(i)(2): (b) executive contributions in the last fiscal year = deferrals credited (Plan 3.1-3.3); (c) registrant contributions = Company credits (3.4); (d) aggregate earnings = the investment results of the liability roll-forward (closing - opening - the other activity), all earnings, not only above-market ones; (e) aggregate withdrawals/distributions = amounts taken out of the sub-accounts for payments valued in the year; (f) aggregate balance at the last fiscal year end.':
    'SEC Regulation S-K Item 402(i)(2) 各欄：(b) 上一會計年度高階主管提撥 = 入帳的推遲（計劃 3.1-3.3）；(c) 公司提撥 = 公司供款（3.4）；(d) 累計收益 = 負債變動表的投資收益或損失（期末 − 期初 − 其他異動），包括全部收益，不僅是高於市場的部分；(e) 累計提領／分配 = 當年估值的付款自子帳戶扣除的金額；(f) 上一會計年度末累計餘額。',
  "The balance excludes payments valued by the year end and not yet paid (shown beside it). Prior year-end balance + (b) + (c) + (d) - (e) - forfeitures (4.2) = (f). The footnotes the Item asks for (amounts reported as compensation in the Summary Compensation Table) are the registrant's to add.":
    '餘額不包括年底前已估值但尚未支付的付款（列於旁欄）。前一年度末餘額 + (b) + (c) + (d) − (e) − 沒收（4.2）= (f)。該 Item 要求的附註（在薪酬摘要表中列為薪酬的金額）由公司自行補充。',
  // Notes: Key Employees
  'A participant identified as a Key Employee on an identification date is one for the 12 months from the effective date that follows (Plan 1.20, §1.409A-1(i)(3)-(4)); a payment on his Separation from Service during them waits six months (5.1(b), §1.409A-3(i)(2)).':
    '在認定日被認定為關鍵僱員的參與者，自其後的生效日起 12 個月內為關鍵僱員（計劃 1.20，§1.409A-1(i)(3)-(4)）；在此期間因服務終止而應付的款項須延後六個月（5.1(b)，§1.409A-3(i)(2)）。',
  // Notes: tax data (reports/tax-data.ts)
  [taxDataNotes[0]!]:
    'W-2 表（W-2 及 W-3 表一般說明，非合格遞延薪酬計劃）：第 1 欄為當年支付給僱員的分配；第 3 及第 5 欄為依特別時點規則（Treas. Reg. §31.3121(v)(2)-1）計入 FICA 的金額：推遲於作成時計入，公司供款於歸屬時計入（4.2），各只計入一次，支付時不再計入。第 3 欄以當年社會安全薪資基數為上限，並先計入薪資部門的其他 FICA 工資；第 5 欄無上限。',
  [taxDataNotes[1]!]:
    '第 11 欄：當年的分配；當年無分配時，為就以前年度服務而歸屬的金額（計算引擎的解釋，列於該數字的條款中）。第 12 欄代碼 Y（選填，Notice 2008-115）：當年的推遲及公司供款。第 12 欄代碼 Z：第 409A 條所得；計算引擎拒絕任何會違反 409A 的事件，故為 0.00。',
  [taxDataNotes[2]!]:
    '1099-MISC 表第 3 欄：僱員身故後支付給受益人的款項，以及依家庭關係命令支付給替代收款人的款項（Notice 2002-31），不屬僱員的 W-2 工資。每個數字列出其所加總的付款、推遲、供款及歸屬（組成表；即 CSV）。',
  // Notes: liability (reports/liability.ts)
  [liabilityNotes[0]!]:
    '餘額為截至日期結束時的餘額：單位數乘以當日或之前估值日期的價格（計劃 10.1）。應付：退休/終止帳戶、指定日期帳戶、公司供款帳戶的已歸屬部分（4.2），以及截至該日已估值但尚未支付的付款；負債另加未歸屬的公司供款帳戶。',
};

/** The words the PDF itself adds. */
export const reportWords: Record<PdfLang, { notes: string; none: string }> = {
  en: { notes: 'Notes', none: 'None' },
  'zh-Hant': { notes: '附註', none: '無' },
};

const say = (lang: PdfLang, text: string): string => (lang === 'en' ? text : (zh[text] ?? text));

/** The document with its words in `lang` (its figures and values untouched). */
export function translateReport(doc: ReportDocument, lang: PdfLang): ReportDocument {
  if (lang === 'en') return doc;
  return {
    ...doc,
    title: say(lang, doc.title),
    facts: doc.facts.map(([label, value]) => [say(lang, label), value]),
    tables: doc.tables.map((table) => ({
      ...table,
      heading: say(lang, table.heading),
      columns: table.columns.map((c) => ({ ...c, header: say(lang, c.header) })),
    })),
    notes: doc.notes.map((note) => say(lang, note)),
  };
}
