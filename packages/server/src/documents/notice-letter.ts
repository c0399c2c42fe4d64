import type { NoticeDocument } from '@defcomp/store';
import { renderPdf } from '../core/pdf/document.js';
import { paragraph, titleBlock } from '../core/pdf/layout.js';
import { fill, noticeDictionary, type NoticeLanguage, type NoticeTexts } from './notice-texts.js';

// Plan 12.4-12.5: a notice as a PDF letter, addressed to the address of record kept with it.
// English (see notice-texts.ts: the PDFs embed no CJK font yet).

/** The texts of a notice: its kind's (and, for a payment to a guardian, 12.11's after them). */
export function noticeTexts(
  notice: NoticeDocument,
  language: NoticeLanguage = 'en',
): NoticeTexts[] {
  const d = noticeDictionary[language];
  switch (notice.kind) {
    case 'enrollmentWindow':
      return [notice.body.which === 'closes' ? d.enrollmentCloses : d.enrollmentOpens];
    case 'electionConfirmation':
      return [d.electionConfirmation];
    case 'paymentNotice':
      return notice.addressee.onBehalfOf
        ? [d.paymentNotice, d.paymentToGuardian]
        : [d.paymentNotice];
    case 'claimNotice':
      return [d.claimNotice];
  }
}

/** The letter's lines after the address block, filled with the notice's values. */
export function noticeLines(notice: NoticeDocument, language: NoticeLanguage = 'en'): string[] {
  const values = notice.body as Record<string, string>;
  return noticeTexts(notice, language).flatMap((t, i) => [
    ...(i > 0 ? [fill(t.title, values)] : []),
    ...t.lines.map((line) => fill(line, values)),
  ]);
}

/** A notice's letter as data (plain, so a pool thread can render it: documents/render.ts). */
export interface NoticePdfInput {
  planName: string;
  notice: NoticeDocument;
  createdAt: Date;
}

export function renderNoticePdf(input: NoticePdfInput): Promise<Buffer> {
  const { notice } = input;
  const d = noticeDictionary.en;
  const [first] = noticeTexts(notice);
  const to = notice.addressee;
  const toLine = to.onBehalfOf
    ? `${to.name}, ${fill(d.common.onBehalfOf, { payee: to.onBehalfOf })}`
    : to.name;
  return renderPdf(
    {
      title: `${first!.title}: ${notice.id}`,
      subject: 'Notice to a participant (Plan 12.4-12.5)',
      createdAt: input.createdAt,
    },
    (doc) => {
      titleBlock(doc, input.planName, first!.title, [
        [d.common.to, toLine],
        [d.common.participant, notice.participantId],
        [d.common.date, notice.date],
      ]);
      const address = to.address;
      const lines = address
        ? [
            to.name,
            address.line1,
            address.line2,
            [address.city, address.state, address.postalCode].filter(Boolean).join(' '),
            address.country && address.country !== 'US' ? address.country : undefined,
          ].filter((l): l is string => Boolean(l))
        : [d.common.noAddress];
      for (const line of lines) paragraph(doc, line, 10);
      doc.moveDown(0.8);
      for (const line of noticeLines(notice)) paragraph(doc, line, 10);
      doc.moveDown(0.8);
      paragraph(doc, d.common.lastKnownAddress, 8);
      paragraph(doc, d.common.keepCurrent, 8);
    },
  );
}
