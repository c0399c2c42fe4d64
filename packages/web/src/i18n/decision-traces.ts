/**
 * Issue 22 item 4: the words of the FICA and Key Employee decision traces (server
 * reports/decision-traces.ts), the steps' names, their inputs' and outcomes' labels, in both
 * languages. Spread into en.ts and zh-Hant.ts (the key-for-key check covers them there).
 */
export const decisionTracesEn = {
  ficaTrace: {
    show: 'How FICA was decided',
    rule: 'Rule',
    inputs: 'Inputs',
    outcome: 'Outcome',
    date: 'Date',
    source: 'Source',
    account: 'Account',
    amount: 'Amount taken into account',
    wageBase: 'Social Security wage base',
    otherFicaWages: "Payroll's other FICA wages",
    socialSecurityWages: 'Social Security wages',
    medicareWages: 'Medicare wages',
    employeeSocialSecurity: 'Employee Social Security tax',
    employeeMedicare: 'Employee Medicare tax',
    additionalMedicare: 'Additional Medicare tax',
    employerSocialSecurity: 'Employer Social Security tax',
    employerMedicare: 'Employer Medicare tax',
    steps: {
      takenIntoAccount: 'Taken into account under the special timing rule',
      wageBase: 'Social Security wages stop at the wage base',
      tax: 'FICA taxes at the year’s rates',
    },
    values: {
      deferral: 'Deferral',
      companyCredit: 'Company credit',
      vesting: 'Vesting',
    },
  },
  keyEmployeeTrace: {
    show: 'How it was decided',
    rule: 'Rule',
    inputs: 'Inputs',
    outcome: 'Outcome',
    identificationDate: 'Identification date',
    identified: 'Identified by the Committee',
    asOf: 'As of',
    from: 'From',
    to: 'To',
    status: 'On the as-of date',
    steps: {
      identified: 'The Committee identifies him on the identification date',
      period: 'A Key Employee for the 12 months from the effective date',
      status: 'Where the as-of date falls',
    },
    values: {
      true: 'Yes',
      current: 'Current',
      past: 'Past',
      upcoming: 'Upcoming',
    },
  },
};

export const decisionTracesZhHant: typeof decisionTracesEn = {
  ficaTrace: {
    show: 'FICA 的決定過程',
    rule: '規則',
    inputs: '輸入',
    outcome: '結果',
    date: '日期',
    source: '來源',
    account: '帳戶',
    amount: '計入的金額',
    wageBase: '社會安全稅工資上限',
    otherFicaWages: '薪資系統的其他 FICA 工資',
    socialSecurityWages: '社會安全稅工資',
    medicareWages: '醫療保險稅工資',
    employeeSocialSecurity: '員工社會安全稅',
    employeeMedicare: '員工醫療保險稅',
    additionalMedicare: '額外醫療保險稅',
    employerSocialSecurity: '雇主社會安全稅',
    employerMedicare: '雇主醫療保險稅',
    steps: {
      takenIntoAccount: '依特別時點規則計入',
      wageBase: '社會安全稅工資以工資上限為止',
      tax: '依該年度稅率計算的 FICA 稅',
    },
    values: {
      deferral: '推遲',
      companyCredit: '公司供款',
      vesting: '歸屬',
    },
  },
  keyEmployeeTrace: {
    show: '決定過程',
    rule: '規則',
    inputs: '輸入',
    outcome: '結果',
    identificationDate: '認定日期',
    identified: '委員會已認定',
    asOf: '截至日期',
    from: '起',
    to: '迄',
    status: '於截至日期',
    steps: {
      identified: '委員會於認定日期認定其為關鍵僱員',
      period: '自生效日起 12 個月為關鍵僱員',
      status: '截至日期所在的期間',
    },
    values: {
      true: '是',
      current: '目前',
      past: '已過',
      upcoming: '即將開始',
    },
  },
};
