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

/**
 * Events, each a FORMAT.md event. The server may wrap each in the fact that records it
 * (`{ seq, type, event: {...}, recordedAt, recordedBy }`): the event is unwrapped and the
 * rest kept as its `metadata`.
 */
export function readEvents(body: Json): ParticipantEvent[] {
  return asList<Json>(body, 'events').map((item) => {
    if (!isRecord(item)) return { type: String(item) };
    if (!isRecord(item.event)) return item as ParticipantEvent;
    const { event, ...fact } = item;
    const metadata = isRecord(event.metadata) ? { ...fact, ...event.metadata } : fact;
    delete metadata.type;
    return { ...event, type: String(event.type ?? item.type), metadata } as ParticipantEvent;
  });
}

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

/**
 * Prices as `[{date, price}]`, from that or from FORMAT.md's `[["2025-01-02", "10"]]` points;
 * a fund with a constant price and no points gives one row without a date.
 */
export function readPrices(body: Json): Price[] {
  if (isRecord(body) && isRecord(body.fund) && typeof body.fund.constantPrice === 'string') {
    const listed = readPrices({ prices: body.prices });
    return listed.length > 0 ? listed : [{ date: '', price: body.fund.constantPrice }];
  }
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

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * The liability report. A row may name its participant `id` or `participantId`, and give its
 * `total` (and `owed`, the vested part) itself or in a `totals` object.
 */
export function readLiability(body: Json): LiabilityReport {
  const report = isRecord(body) ? body : {};
  const participants = asList<Json>(report.participants)
    .filter(isRecord)
    .map((row) => {
      const totals = isRecord(row.totals) ? row.totals : {};
      return {
        id: text(row.id) ?? text(row.participantId) ?? '',
        name: text(row.name) ?? null,
        balances: isRecord(row.balances) ? (row.balances as Record<string, string>) : {},
        total: text(row.total) ?? text(totals.total) ?? '',
        owed: text(row.owed) ?? text(totals.owed),
      };
    });
  return {
    asOf: text(report.asOf) ?? '',
    participants,
    totals: isRecord(report.totals) ? (report.totals as Record<string, string>) : {},
  };
}
