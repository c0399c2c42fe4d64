/**
 * Issue 22 item 5: the tax data's payments of the current year scheduled after today, shown
 * apart from the paid figures (Plan 8.3), in both languages. Spread into en.ts and zh-Hant.ts.
 */
export const taxPlannedEn = {
  taxPlanned: {
    title: 'Planned payments (scheduled, not yet paid)',
    note: 'Figures above count payments made through {{date}}; these are not in any figure or total.',
    none: 'No payment is planned for the rest of the year.',
    date: 'Payment date',
    account: 'Account',
    payee: 'Payee',
    form: 'Form',
    amount: 'Amount',
    federalWithheld: 'Federal withholding (estimate)',
    total: 'Planned total',
  },
};

export const taxPlannedZhHant: typeof taxPlannedEn = {
  taxPlanned: {
    title: '預定付款（已排定、尚未支付）',
    note: '上列數字只計入截至 {{date}} 已支付的款項；以下款項不計入任何數字或合計。',
    none: '本年度其餘期間沒有預定的付款。',
    date: '付款日期',
    account: '帳戶',
    payee: '受款人',
    form: '表格',
    amount: '金額',
    federalWithheld: '聯邦預扣稅（估計）',
    total: '預定合計',
  },
};
