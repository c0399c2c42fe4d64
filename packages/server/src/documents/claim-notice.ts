import { denialNoticeContents } from '@defcomp/domain';
import type { ParticipantResult } from '../core/engine.js';
import { needsEmbeddedFont, renderPdf, type Pdf } from '../core/pdf/document.js';
import { pdfLabels, type PdfLang } from '../core/pdf/i18n.js';
import { heading, paragraph, table, titleBlock } from '../core/pdf/layout.js';

export type DenialStage = 'initial' | 'review';
type Claim = ParticipantResult['claims'][number];

export interface ClaimPeriods {
  decision: number;
  decisionExtended: number;
  appeal: number;
  review: number;
  reviewExtended: number;
}

export interface ClaimNoticeInput {
  planName: string;
  participant: { id: string; name: string };
  claim: Claim;
  stage: DenialStage;
  /** The claim's actions in the record, in order (filed, denied, appealed, ...). */
  actions: { action: string; date: string }[];
  /** Article XI's periods in days, as the plan in force states them. */
  periods: ClaimPeriods;
  /** What the Committee gave as its reasons when it prepared the denial, if anything. */
  reasons: string | null;
  createdAt: Date;
  /** English unless said (issue 10 item 9). */
  lang?: PdfLang | undefined;
}

const labelsOf = (input: ClaimNoticeInput) => pdfLabels[input.lang ?? 'en'];

/** The written notice of a denial, with what Plan 11.2 (initial) or 11.4 (review) requires. */
export function renderClaimNotice(input: ClaimNoticeInput): Promise<Buffer> {
  const { participant, claim, stage } = input;
  const L = labelsOf(input);
  const title = stage === 'initial' ? L.initialNoticeTitle : L.reviewNoticeTitle;
  return renderPdf(
    {
      title: `${title}: claim ${claim.id} of ${participant.name} (${participant.id})`,
      subject: L.claimSubject,
      createdAt: input.createdAt,
    },
    (doc) => {
      const decided = dateOf(input, stage === 'initial' ? 'denied' : 'deniedOnReview');
      titleBlock(doc, input.planName, title, [
        [L.claimant, `${participant.name} (${participant.id})`],
        [L.claim, claim.id],
        [L.decidedOn, decided ?? L.notRecorded],
      ]);
      deadlines(doc, input);
      contents(doc, input);
    },
    {
      lang: input.lang,
      embedFont: needsEmbeddedFont(`${input.planName} ${participant.name} ${input.reasons ?? ''}`),
    },
  );
}

const dateOf = (input: ClaimNoticeInput, action: string): string | undefined =>
  input.actions.findLast((a) => a.action === action)?.date;

/** The claim's history and its deadlines as the engine computes them (11.2-11.5). */
function deadlines(doc: Pdf, input: ClaimNoticeInput): void {
  const L = labelsOf(input);
  heading(doc, L.deadlinesHeading);
  const { claim, periods: d } = input;
  const rows = [
    [L.filed, dateOf(input, 'filed')],
    [L.decisionDue(d.decision, d.decisionExtended), claim.decisionDue],
    [L.denied, dateOf(input, 'denied')],
    [L.appealBy(d.appeal), claim.appealBy],
    [L.appealed, dateOf(input, 'appealed')],
    [L.reviewDue(d.review, d.reviewExtended), claim.reviewDue],
    [L.deniedOnReview, dateOf(input, 'deniedOnReview')],
    [L.suitBy, claim.suitBy],
  ].filter((r): r is [string, string] => typeof r[1] === 'string');
  table(
    doc,
    [
      { header: L.step, width: 300 },
      { header: L.date, width: 100 },
    ],
    rows,
  );
}

/** Each item the notice must state (domain: denialNoticeContents), with what the record holds. */
function contents(doc: Pdf, input: ClaimNoticeInput): void {
  const L = labelsOf(input);
  const missing = L.missing;
  const sections = input.reasons?.match(/\b\d{1,2}\.\d{1,2}(\([a-z]+\))*/g) ?? [];
  const cited =
    sections.length > 0 ? L.planSectionsList([...new Set(sections)].join(', ')) : missing;
  const said: Record<string, string> = {
    '11.2(a)': input.reasons ?? missing,
    '11.2(b)': cited,
    '11.2(c)': L.noFurtherMaterial,
    '11.2(d)': reviewProcedure(input.claim, input.periods, L),
    '11.4(a)': input.reasons ?? missing,
    '11.4(b)': cited,
    '11.4(c)': L.accessRight,
    '11.4(d)': L.suitRight(input.claim.suitBy),
  };
  heading(doc, L.contentsHeading);
  for (const item of denialNoticeContents(input.stage)) {
    const content = L.noticeItems[item.rule] ?? item.content;
    doc.font('Helvetica-Bold').fontSize(9).text(`${item.rule} ${content}`);
    paragraph(doc, said[item.rule] ?? missing);
  }
}

function reviewProcedure(claim: Claim, d: ClaimPeriods, L: ReturnType<typeof labelsOf>): string {
  return L.reviewProcedure(claim.appealBy, d);
}
