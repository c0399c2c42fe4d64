import type { Fact, PlanEvent } from './fact-log.js';
import type { Correction, CorrectionTarget } from './correction-repository.js';
import { targetKey } from './correction-repository.js';
import type { Fund, Price } from './fund-repository.js';
import type { Participant } from './participant-repository.js';

/**
 * Plan 12.9: the approved corrections, as the loader applies them when it assembles the record
 * (nothing recorded is edited): a voided fact or price is left out, a superseded one is read
 * as its replacement, in its place; a participant's or fund's data are read as corrected. The
 * latest approved correction of a target governs (a correction may itself be corrected).
 */
export class CorrectionBook {
  private readonly latest = new Map<string, Correction>();

  constructor(approved: readonly Correction[]) {
    for (const c of approved) this.latest.set(targetKey(c.target), c);
  }

  get size(): number {
    return this.latest.size;
  }

  of(target: CorrectionTarget): Correction | undefined {
    return this.latest.get(targetKey(target));
  }

  /** The fact's event as corrected, or null when it was voided. */
  event(fact: Pick<Fact, 'seq' | 'event'>): PlanEvent | null {
    const c = this.of({ kind: 'fact', seq: fact.seq });
    if (!c) return fact.event;
    if (c.action === 'void') return null;
    return (c.replacement as { event: PlanEvent }).event;
  }

  participant(p: Participant): Participant {
    const c = this.of({ kind: 'participant', participantId: p.id });
    if (!c || c.action !== 'supersede') return p;
    const r = c.replacement as Partial<Pick<Participant, 'hireDate' | 'birthDate' | 'name'>>;
    return { ...p, ...r };
  }

  fund(f: Fund): Fund {
    const c = this.of({ kind: 'fund', fundId: f.id });
    if (!c || c.action !== 'supersede') return f;
    return { ...f, ...(c.replacement as Partial<Fund>) };
  }

  /** The price corrections that govern, as one text: a different text reads other prices. */
  priceVersion(): string {
    const ids = [...this.latest.values()].filter((c) => c.target.kind === 'price').map((c) => c.id);
    return ids.join(',');
  }

  /** A fund's price points as corrected: voided ones left out, superseded ones replaced. */
  prices(fundId: string, points: readonly Price[]): Price[] {
    if (this.latest.size === 0) return [...points];
    return points.flatMap((p) => {
      const c = this.of({ kind: 'price', fundId, date: p.date });
      if (!c) return [p];
      if (c.action === 'void') return [];
      return [{ date: p.date, price: (c.replacement as { price: string }).price }];
    });
  }
}
