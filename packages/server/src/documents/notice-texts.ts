// Plan 12.4-12.5: the words of the participant notices, in English and Traditional Chinese.
// A template names its values in braces ({planYear}); `fill` puts them in. The PDFs are rendered
// in English (the server's PDF font is Helvetica: no CJK font is embedded yet); the Chinese texts
// are kept beside them so that a notice can be rendered in either once it is.

export type NoticeLanguage = 'en' | 'zh-Hant';

export interface NoticeTexts {
  readonly title: string;
  readonly lines: readonly string[];
}

export interface NoticeDictionary {
  readonly common: {
    readonly to: string;
    readonly onBehalfOf: string;
    readonly date: string;
    readonly participant: string;
    readonly noAddress: string;
    readonly lastKnownAddress: string;
    readonly keepCurrent: string;
  };
  readonly enrollmentOpens: NoticeTexts;
  readonly enrollmentCloses: NoticeTexts;
  readonly electionConfirmation: NoticeTexts;
  readonly paymentNotice: NoticeTexts;
  readonly paymentToGuardian: NoticeTexts;
  readonly claimNotice: NoticeTexts;
}

const en: NoticeDictionary = {
  common: {
    to: 'To',
    onBehalfOf: 'on behalf of {payee} (12.11)',
    date: 'Date of notice',
    participant: 'Participant',
    noAddress: 'No address of record: this notice cannot be mailed until one is recorded.',
    lastKnownAddress:
      'This notice is sent to your last known address on the Committee’s records (12.5).',
    keepCurrent:
      'Please keep your address current with the Committee: a payment that comes back, or a check left uncashed, suspends later payments until you are found (12.10).',
  },
  enrollmentOpens: {
    title: 'Notice: your election window is open',
    lines: [
      'You may file a Compensation Deferral Agreement for Plan Year {planYear} (rule {rule}).',
      'The last day to file is {closesOn}, by 11:59 p.m. Eastern time. A filing counts when the Committee receives it (12.4).',
    ],
  },
  enrollmentCloses: {
    title: 'Notice: your election window closes today',
    lines: [
      'Today, {closesOn}, is the last day to file a Compensation Deferral Agreement for Plan Year {planYear} (rule {rule}).',
      'A filing counts when the Committee receives it, by 11:59 p.m. Eastern time (12.4).',
    ],
  },
  electionConfirmation: {
    title: 'Confirmation of your deferral election',
    lines: [
      'The Committee received your {electionKind} election for Plan Year {planYear} on {filedOn} (3.2, 12.4).',
      'Deferrals elected: {deferrals}.',
      'Sub-accounts and payment schedules: {schedules}.',
      'Please tell the Committee in writing at once if this does not match what you filed.',
    ],
  },
  paymentNotice: {
    title: 'Notice of payment',
    lines: [
      'A payment of {benefit} benefits from your {account} sub-account is paid on {paidOn} (Payment Date {paymentDate}).',
      'Gross {gross}; federal income tax withheld {withheld} (8.3); net paid {net}.',
      'Payment run {runId}, line {lineNo}.',
    ],
  },
  paymentToGuardian: {
    title: 'Notice of payment to a guardian (12.11)',
    lines: [
      'This payment is made to you as {capacity} of {payee} (court order {courtOrder}); paying you discharges the Plan’s obligation for it (12.11).',
    ],
  },
  claimNotice: {
    title: 'Notice about your claim for benefits',
    lines: [
      'Claim {claimId} was filed on {filedOn} and is now {status} (Article XI).',
      'The next step: {nextStep}.',
      'A denial is explained in a written notice stating its reasons, the Plan sections, and how to appeal (11.2, 11.4).',
    ],
  },
};

const zhHant: NoticeDictionary = {
  common: {
    to: '致',
    onBehalfOf: '代表 {payee}（第 12.11 條）',
    date: '通知日期',
    participant: '參與者',
    noAddress: '查無登記地址：登記地址前，本通知無法郵寄。',
    lastKnownAddress: '本通知寄至委員會紀錄中您最後已知的地址（第 12.5 條）。',
    keepCurrent:
      '請向委員會更新您的地址：款項遭退回或支票逾期未兌現時，其後的給付將暫停，直至找到您為止（第 12.10 條）。',
  },
  enrollmentOpens: {
    title: '通知：您的選擇期間已開始',
    lines: [
      '您得就 {planYear} 計畫年度提交遞延薪酬協議（規則 {rule}）。',
      '最後提交日為 {closesOn} 美東時間晚上 11:59 前。提交以委員會收到時為準（第 12.4 條）。',
    ],
  },
  enrollmentCloses: {
    title: '通知：您的選擇期間於今日截止',
    lines: [
      '今日 {closesOn} 為提交 {planYear} 計畫年度遞延薪酬協議的最後一日（規則 {rule}）。',
      '提交以委員會於美東時間晚上 11:59 前收到時為準（第 12.4 條）。',
    ],
  },
  electionConfirmation: {
    title: '遞延選擇確認書',
    lines: [
      '委員會已於 {filedOn} 收到您 {planYear} 計畫年度的{electionKind}選擇（第 3.2、12.4 條）。',
      '選擇遞延：{deferrals}。',
      '子帳戶與給付方式：{schedules}。',
      '如與您提交的內容不符，請立即以書面通知委員會。',
    ],
  },
  paymentNotice: {
    title: '給付通知',
    lines: [
      '您 {account} 子帳戶的{benefit}給付於 {paidOn} 支付（給付日 {paymentDate}）。',
      '總額 {gross}；預扣聯邦所得稅 {withheld}（第 8.3 條）；實付淨額 {net}。',
      '給付批次 {runId}，第 {lineNo} 行。',
    ],
  },
  paymentToGuardian: {
    title: '支付予監護人之給付通知（第 12.11 條）',
    lines: [
      '本款項以 {payee} 之{capacity}身分支付予您（法院命令 {courtOrder}）；支付予您即解除本計畫就此款項之義務（第 12.11 條）。',
    ],
  },
  claimNotice: {
    title: '關於您給付請求的通知',
    lines: [
      '請求 {claimId} 於 {filedOn} 提出，目前狀態為 {status}（第十一條）。',
      '下一步：{nextStep}。',
      '駁回時將以書面通知說明理由、所依據的計畫條款及申訴方式（第 11.2、11.4 條）。',
    ],
  },
};

export const noticeDictionary: Readonly<Record<NoticeLanguage, NoticeDictionary>> = {
  en,
  'zh-Hant': zhHant,
};

/** The template with its values put in; a value not given stays as `{name}` (a test finds it). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
