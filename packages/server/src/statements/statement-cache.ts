import { createHash } from 'node:crypto';
import { projectionCheck, projectionStamp, type ProjectionStamp } from '@defcomp/store';
import type { PlanContext } from '../core/context.js';
import { horizonOf } from '../core/horizon.js';
import { freshProjections, horizonThrough } from '../core/projections.js';

// A statement is read, not computed (issue 23 item 3). What is known now about a participant is
// his projection; while it stays the same build, his statement as of a date is the same bytes.
// So the answer is served under an ETag naming that build and the question (asOf, explain), and
// kept serialised in a bounded in-process cache: a repeated statement is the freshness check and
// a lookup. A new fact, price, payment made or correction raises his projection's version (the
// store's triggers), which makes it stale; its rebuild changes the stamp, so the ETag and the
// answer change with it. The answer is not localised (no language in the key). What was known
// at an earlier instant (`knownAt`) takes the engine's path and is neither tagged nor cached.

/** An answer's tag and the stamp of the projection it was read from. */
export interface StatementTag {
  etag: string;
  stamp: ProjectionStamp;
}

const sameStamp = (a: ProjectionStamp | null, b: ProjectionStamp): boolean =>
  a !== null &&
  a.version === b.version &&
  a.builtVersion === b.builtVersion &&
  a.status === b.status &&
  a.builds === b.builds &&
  a.builtAt === b.builtAt;

/**
 * Makes his projection fresh through the statement's horizon and names the answer: null when the
 * projection cannot say (not built, or the engine failed on him): the caller computes it as
 * before, untagged.
 */
export async function statementTag(
  ctx: PlanContext,
  participantId: string,
  query: { asOf: string; explain: boolean },
): Promise<StatementTag | null> {
  // A kept answer's freshness is one indexed read (store projectionCheck); only a stale
  // projection goes on to be rebuilt.
  const { db } = ctx.store;
  const needed = horizonOf(query.asOf);
  const horizon = horizonThrough(ctx, needed);
  let check = await projectionCheck(db, ctx.planId, participantId, horizon);
  if (check?.state !== 'fresh') {
    if (!(await freshProjections(ctx, needed, [participantId]))) return null;
    check = await projectionCheck(db, ctx.planId, participantId, horizon);
  }
  // Fresh is built at his current version (a failed build is 'failed', never 'fresh').
  if (check?.state !== 'fresh') return null;
  const { stamp } = check;
  const key = [ctx.planId, participantId, query.asOf, query.explain, stamp.version, stamp.builds];
  const digest = createHash('sha256')
    .update(JSON.stringify([...key, stamp.builtAt]))
    .digest('base64url');
  return { etag: `"s1-${digest.slice(0, 32)}"`, stamp };
}

/** Whether the projection is still the one the tag was taken from (the answer may be kept). */
export async function tagStillHolds(
  ctx: PlanContext,
  participantId: string,
  tag: StatementTag,
): Promise<boolean> {
  return sameStamp(await projectionStamp(ctx.store.db, ctx.planId, participantId), tag.stamp);
}

/** RFC 9110 13.1.2: If-None-Match is `*` or a list of tags, compared weakly. */
export function noneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.trim() === '*') return true;
  return text
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .includes(etag);
}

/**
 * Serialised answers by tag, least recently used first out, bounded by their total size (the
 * characters of the JSON) and by count. One per app (its store): tags are only unique within
 * one record.
 */
export class AnswerCache {
  private readonly answers = new Map<string, string>();
  private size = 0;

  constructor(
    private readonly maxChars = 64 * 1024 * 1024,
    private readonly maxEntries = 20_000,
  ) {}

  get(key: string): string | undefined {
    const body = this.answers.get(key);
    if (body === undefined) return undefined;
    // Most recently used last (a Map keeps insertion order).
    this.answers.delete(key);
    this.answers.set(key, body);
    return body;
  }

  set(key: string, body: string): void {
    if (body.length > this.maxChars / 4) return; // one answer never takes most of the cache
    const old = this.answers.get(key);
    if (old !== undefined) {
      this.answers.delete(key);
      this.size -= old.length;
    }
    this.answers.set(key, body);
    this.size += body.length;
    for (const [oldest, value] of this.answers) {
      if (this.size <= this.maxChars && this.answers.size <= this.maxEntries) break;
      this.answers.delete(oldest);
      this.size -= value.length;
    }
  }

  get entries(): number {
    return this.answers.size;
  }
}
