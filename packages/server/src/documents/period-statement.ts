import { formatMoney, parseMoney } from '@defcomp/domain';
import type { PeriodStatementData } from '../statements/index.js';
import { needsEmbeddedFont, renderPdf, type Pdf } from '../core/pdf/document.js';
import { usd } from '../core/pdf/format.js';
import { accountLabel, benefitLabel, pdfLabels, type PdfLang } from '../core/pdf/i18n.js';
import { heading, paragraph, table, titleBlock, type Column } from '../core/pdf/layout.js';

export type PeriodStatementInput = PeriodStatementData & { lang?: PdfLang | undefined };

/** Its file name in a download and in the bulk zip. */
export const periodStatementFileName = (
  participantId: string,
  period: string,
  lang: PdfLang = 'en',
): string => `statement-${participantId}-${period}${lang === 'en' ? '' : `-${lang}`}.pdf`;

/**
 * The quarterly or annual statement (issue 12 item 4): the period's activity (opening + activity
 * = closing, to the cent), vested and unvested, balances by sub-account and fund, holdings with
 * units and prices, the personal rate of return (Modified Dietz), the allocations in force, the
 * payments ahead (estimates) and the balance over time.
 */
export function renderPeriodStatement(input: PeriodStatementInput): Promise<Buffer> {
  const lang = input.lang ?? 'en';
  const L = pdfLabels[lang];
  const { participant, period } = input;
  return renderPdf(
    {
      title: `Statement of ${participant.name} (${participant.id}) for ${period.period}`,
      subject: L.periodSubject,
      createdAt: input.createdAt,
    },
    (doc) => {
      titleBlock(doc, input.planName, L.periodTitle(period.period), [
        [L.participant, `${participant.name} (${participant.id})`],
        [L.hired, participant.hireDate],
        [L.period, L.periodDates(period.from, period.through)],
        [L.closing, usd(input.totals.closing)],
        [L.vested, usd(input.totals.vesting.closing.vested)],
      ]);
      activity(doc, input, lang);
      byAccount(doc, input, lang);
      holdings(doc, input, lang);
      rateOfReturn(doc, input, lang);
      allocations(doc, input, lang);
      upcoming(doc, input, lang);
      chart(doc, input, lang);
      heading(doc, L.notes);
      for (const note of L.periodNotes) paragraph(doc, note, 8);
    },
    { lang, embedFont: needsEmbeddedFont(`${input.planName} ${participant.name}`) },
  );
}

function activity(doc: Pdf, input: PeriodStatementInput, lang: PdfLang): void {
  const L = pdfLabels[lang];
  const t = input.totals;
  heading(doc, L.activity);
  const rows: string[][] = [
    [`${L.opening} (${input.openingAsOf})`, usd(t.opening)],
    [L.deferrals, usd(t.deferrals)],
    [L.companyCredits, usd(t.companyCredits)],
    ...(t.transfers === '0.00' ? [] : [[L.transfers, usd(t.transfers)]]),
    [L.investmentResults, usd(t.investmentResults)],
    [L.paymentsOut, usd(t.payments)],
    ...(t.forfeitures === '0.00' ? [] : [[L.forfeitures, usd(t.forfeitures)]]),
    [`${L.closing} (${input.period.through})`, usd(t.closing)],
    [L.vested, usd(t.vesting.closing.vested)],
    [L.unvested, usd(t.vesting.closing.unvested)],
  ];
  const columns: Column[] = [
    { header: '', width: 300 },
    { header: L.amount, width: 120, align: 'right' },
  ];
  table(doc, columns, rows, [0, rows.length - 3]);
}

function byAccount(doc: Pdf, input: PeriodStatementInput, lang: PdfLang): void {
  const L = pdfLabels[lang];
  if (input.lines.length === 0) return;
  heading(doc, L.byAccountAndFund);
  const columns: Column[] = [
    { header: L.subAccount, width: 150 },
    { header: L.fund, width: 90 },
    { header: L.opening, width: 88, align: 'right' },
    { header: L.investmentResults, width: 88, align: 'right' },
    { header: L.closing, width: 88, align: 'right' },
  ];
  const rows = input.lines.map((l) => [
    accountLabel(lang, l.account),
    l.fund,
    usd(l.opening),
    usd(l.investmentResults),
    usd(l.closing),
  ]);
  table(doc, columns, rows);
}

function holdings(doc: Pdf, input: PeriodStatementInput, lang: PdfLang): void {
  const L = pdfLabels[lang];
  if (input.holdings.length === 0) return;
  heading(doc, L.holdings);
  paragraph(doc, L.priceOf(input.valuedAt), 8);
  const columns: Column[] = [
    { header: L.subAccount, width: 150 },
    { header: L.fund, width: 80 },
    { header: L.units, width: 90, align: 'right' },
    { header: L.price, width: 80, align: 'right' },
    { header: L.value, width: 90, align: 'right' },
  ];
  const rows = input.holdings.map((h) => [
    accountLabel(lang, h.account),
    h.fund,
    h.units,
    `$${h.price}`,
    usd(h.value),
  ]);
  table(doc, columns, rows);
}

function rateOfReturn(doc: Pdf, input: PeriodStatementInput, lang: PdfLang): void {
  const L = pdfLabels[lang];
  heading(doc, L.rateOfReturn);
  const rate = input.rateOfReturn;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(rate === null ? L.notMeaningful : `${rate}%`);
  paragraph(doc, L.rateMethod, 8);
}

function allocations(doc: Pdf, input: PeriodStatementInput, lang: PdfLang): void {
  const L = pdfLabels[lang];
  heading(doc, L.allocations);
  const { deferrals, investments } = input.allocations;
  if (deferrals) {
    const split = deferrals.map((d) => `${accountLabel(lang, d.account)} ${d.pct}%`).join('; ');
    paragraph(doc, `${L.deferralAllocation}: ${split}`);
  }
  if (investments.length === 0) {
    paragraph(doc, L.allocationNone);
    return;
  }
  const rows = investments.map((i) => [
    accountLabel(lang, i.account),
    i.funds.map((f) => `${f.fund} ${f.pct}%`).join(', '),
  ]);
  table(
    doc,
    [
      { header: L.subAccount, width: 200 },
      { header: L.fund, width: 300 },
    ],
    rows,
  );
}

function upcoming(doc: Pdf, input: PeriodStatementInput, lang: PdfLang): void {
  const L = pdfLabels[lang];
  heading(doc, L.upcoming);
  if (input.upcoming.length === 0) {
    paragraph(doc, L.noUpcoming);
    return;
  }
  const shown = input.upcoming.slice(0, 24);
  const columns: Column[] = [
    { header: L.date, width: 70 },
    { header: L.subAccount, width: 80 },
    { header: L.benefit, width: 130 },
    { header: L.amount, width: 110, align: 'right' },
    { header: L.valuedAt, width: 70 },
    { header: L.installment, width: 60 },
  ];
  const rows = shown.map((p) => [
    p.date,
    p.account,
    `${benefitLabel(lang, p.benefit)}${p.payee === 'participant' ? '' : L.toPayee(p.payee)}`,
    `${usd(p.amount)}${p.estimate ? ` (${L.estimate})` : p.due ? ` ${L.due}` : ''}`,
    p.valuedAt,
    p.installment ? L.installmentOf(p.installment[0], p.installment[1]) : L.lumpSum,
  ]);
  table(doc, columns, rows);
  paragraph(doc, L.upcomingNote, 8);
}

/**
 * The balance over time, drawn with pdfkit's vectors: month ends up to two years back, through
 * the close. Cents become points on the page only here (a coordinate, never money).
 */
function chart(doc: Pdf, input: PeriodStatementInput, lang: PdfLang): void {
  const L = pdfLabels[lang];
  const points = input.chart;
  if (points.length < 2) return;
  const height = 130;
  if (doc.y + height + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  heading(doc, L.chart);
  const left = doc.page.margins.left + 70;
  const width = 400;
  const top = doc.y + 4;
  const values = points.map((p) => parseMoney(p.total));
  // The axis starts at zero (or below, for a negative value).
  const max = values.reduce((a, b) => (a > b ? a : b));
  const min = values.reduce((a, b) => (a < b ? a : b), 0n);
  const span = max - min === 0n ? 1n : max - min;
  const x = (i: number) => left + (width * i) / (points.length - 1);
  const y = (v: bigint) => top + height - Number(((v - min) * 10_000n) / span) * (height / 10_000);
  doc.save().lineWidth(0.5).strokeColor('#888888');
  doc
    .moveTo(left, top)
    .lineTo(left, top + height)
    .lineTo(left + width, top + height)
    .stroke();
  doc.restore();
  doc.save().lineWidth(1.5).strokeColor('#1f4e79');
  values.forEach((v, i) => (i === 0 ? doc.moveTo(x(i), y(v)) : doc.lineTo(x(i), y(v))));
  doc.stroke().restore();
  doc.save().fillColor('#1f4e79');
  values.forEach((v, i) => doc.circle(x(i), y(v), 1.8).fill());
  doc.restore();
  doc.font('Helvetica').fontSize(7).fillColor('black');
  doc.text(usd(formatMoney(max)), left - 70, top - 3, {
    width: 66,
    align: 'right',
  });
  doc.text(usd(formatMoney(min)), left - 70, top + height - 6, {
    width: 66,
    align: 'right',
  });
  doc.text(points[0]!.date, left, top + height + 3, { width: 80 });
  doc.text(points.at(-1)!.date, left + width - 80, top + height + 3, { width: 80, align: 'right' });
  doc.x = doc.page.margins.left;
  doc.y = top + height + 18;
  doc.fontSize(9);
}
