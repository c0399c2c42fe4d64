/**
 * Tolerant readers for API bodies: the server is written alongside this app, so a body may
 * arrive wrapped (`{ items: [...] }`), as a FORMAT.md result (`{ participants: { P1: {...} } }`)
 * or with a field missing. Each reader returns the documented shape or an empty one.
 */
import type {
  AuditEntry,
  Fund,
  LiabilityReport,
  ParticipantEvent,
  ParticipantSummary,
  Price,
  Statement,
} from './types';

type Json = unknown;

function isRecord(value: Json): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An array, or the first array found under a usual wrapper key. */
export function asList<T>(body: Json, ...keys: string[]): T[] {
  if (Array.isArray(body)) return body as T[];
  if (isRecord(body)) {
    for (const key of [...keys, 'items', 'data', 'results']) {
      const value = body[key];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}

export const readParticipants = (body: Json): ParticipantSummary[] =>
  asList<ParticipantSummary>(body, 'participants');

export const readEvents = (body: Json): ParticipantEvent[] =>
  asList<ParticipantEvent>(body, 'events');

export const readAudit = (body: Json): AuditEntry[] => asList<AuditEntry>(body, 'entries', 'audit');

export function readFunds(body: Json): Fund[] {
  if (isRecord(body) && !Array.isArray(body.funds) && !('items' in body)) {
    // A map by id: { SV: { name: ... } }.
    const entries = Object.entries(body).filter(([, value]) => isRecord(value));
    if (entries.length > 0 && entries.length === Object.keys(body).length) {
      return entries.map(([id, value]) => ({ id, ...(value as object) }) as Fund);
    }
  }
  return asList<Fund>(body, 'funds');
}

/** Prices as `[{date, price}]`, from that or from FORMAT.md's `[["2025-01-02", "10"]]` points. */
export function readPrices(body: Json): Price[] {
  const list = isRecord(body) && 'constant' in body ? [] : asList<Json>(body, 'prices', 'points');
  const prices: Price[] = [];
  for (const item of list) {
    if (Array.isArray(item) && item.length >= 2) {
      prices.push({ date: String(item[0]), price: String(item[1]) });
    } else if (isRecord(item) && item.date !== undefined) {
      const price = item.price ?? item.value ?? item.nav;
      prices.push({ date: String(item.date), price: price === undefined ? '' : String(price) });
    }
  }
  if (isRecord(body) && typeof body.constant === 'string') {
    prices.push({ date: '', price: body.constant });
  }
  return prices;
}

/**
 * A participant's statement: the result object itself, or a FORMAT.md result holding it
 * under `participants.<id>`, or `{ statement }`.
 */
export function readStatement(body: Json, participantId?: string): Statement {
  if (!isRecord(body)) return {};
  if (isRecord(body.statement)) return readStatement(body.statement, participantId);
  if (isRecord(body.participants)) {
    const participants = body.participants;
    const chosen =
      participantId !== undefined && isRecord(participants[participantId])
        ? participants[participantId]
        : Object.values(participants).find(isRecord);
    return isRecord(chosen) ? { ...(chosen as Statement), asOf: body.asOf as string } : {};
  }
  return body as Statement;
}

export function readLiability(body: Json): LiabilityReport {
  const report = isRecord(body) ? body : {};
  const participants = asList<LiabilityReport['participants'][number]>(report.participants);
  return {
    asOf: typeof report.asOf === 'string' ? report.asOf : '',
    participants: participants.map((row) => ({ ...row, balances: row.balances ?? {} })),
    totals: isRecord(report.totals) ? (report.totals as Record<string, string>) : {},
  };
}
