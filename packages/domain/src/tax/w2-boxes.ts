/**
 * Plan 8.3: the boxes of Form W-2 the plan's amounts reach (General Instructions for Forms W-2
 * and W-3, nonqualified plans), in the form's order: 1 distributions, 2 federal tax withheld, 3
 * and 5 the amounts taken into account under the special timing rule (Treas. Reg.
 * §31.3121(v)(2)-1), 4 and 6 the employee's FICA (IRC 3101), 11 nonqualified plans, 12 codes Y
 * and Z (IRS Notice 2008-115, IRC 409A(a)(1)). The only list: forms.ts computes these, the
 * server's tax-data report and the web's page show them (issue 22 item 6).
 */
export const w2Boxes = [
  'box1',
  'box2',
  'box3',
  'box4',
  'box5',
  'box6',
  'box11',
  'box12Y',
  'box12Z',
] as const;

export type W2Box = (typeof w2Boxes)[number];

/** Form 1099-MISC for payees who are not the employee (Instructions for Form 1099-MISC). */
export const form1099Boxes = ['box3', 'box4'] as const;

export type Form1099Box = (typeof form1099Boxes)[number];
