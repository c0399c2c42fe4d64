/** Article VII: deemed investments. */
import type { EventOf, ParticipantEvent } from '../../scenario/types.js';
import type { IsoDate } from '../days.js';
import type { Effect } from '../effects.js';
import { investmentViolations } from '../elections.js';
import type { EngineContext, StateView } from '../state.js';
import { violation, type Violation } from '../violation.js';

/** 7.4: future credits, existing balances, or both; allowed after Separation too. */
export function changeAllocation(
  event: EventOf<'allocationChange'>,
  index: number,
  ctx: EngineContext,
): Effect[] {
  const violations = investmentViolations(event.investments, event.account, 'investments');
  if (violations.length > 0) return [{ type: 'refuse', index, violations }];
  const investments = Object.entries(event.investments);
  const effects: Effect[] = [];
  if (event.applyTo !== 'existing')
    effects.push({ type: 'setInvestments', account: event.account, investments });
  if (event.applyTo === 'future') return effects;
  // 7.4: existing balances move at the next Valuation Date's prices, keeping their value.
  const valuedAt = ctx.days.onOrAfter(event.date);
  effects.push({ type: 'reallocate', account: event.account, investments, valuedAt });
  return effects;
}

/**
 * 7.3: the Plan Asset Committee closed a fund naming its successor: in every sub-account its
 * balance moves to the successor at the close day's prices (the next Valuation Date's when the
 * day is none), and an allocation that named it (for future credits, or one filed before the
 * sub-account opened) names the successor instead, their percentages added.
 */
export function closeFund(
  state: StateView,
  item: { fund: string; successor: string; date: IsoDate },
  ctx: EngineContext,
): Effect[] {
  const valuedAt = ctx.days.onOrAfter(item.date);
  const effects: Effect[] = [];
  const replaced = (investments: [string, number][] | null | undefined) => {
    if (!investments?.some(([fund]) => fund === item.fund)) return null;
    const merged = new Map<string, number>();
    for (const [fund, pct] of investments) {
      const to = fund === item.fund ? item.successor : fund;
      merged.set(to, (merged.get(to) ?? 0) + pct);
    }
    return [...merged.entries()];
  };
  for (const [account, held] of state.accounts) {
    if (state.ledger.holdings(account).some(([fund, units]) => fund === item.fund && units > 0n))
      effects.push({ type: 'moveFund', account, from: item.fund, to: item.successor, valuedAt });
    const future = replaced(held.futureInvestments);
    if (future) effects.push({ type: 'setInvestments', account, investments: future });
  }
  for (const [account, pending] of state.pendingInvestments) {
    if (state.accounts.has(account)) continue;
    const future = replaced(pending);
    if (future) effects.push({ type: 'setInvestments', account, investments: future });
  }
  return effects;
}

/** 7.3: an election or allocation change naming a fund closed on or before `date` is refused. */
export function closedFundViolations(
  event: ParticipantEvent,
  date: IsoDate,
  ctx: EngineContext,
): Violation[] {
  const closures = (ctx.fundClosures ?? []).filter((c) => c.date <= date);
  if (closures.length === 0) return [];
  const named: [string, Record<string, number>][] =
    event.type === 'allocationChange'
      ? [['investments', event.investments]]
      : event.type === 'election'
        ? Object.entries(event.investments ?? {}).map(([account, inv]) => [
            `investments.${account}`,
            inv,
          ])
        : [];
  const violations: Violation[] = [];
  for (const [field, investments] of named)
    for (const c of closures)
      if (c.fund in investments)
        violations.push(
          violation(
            'fund_closed',
            '7.3',
            `fund ${c.fund} was removed from the menu on ${c.date}; its successor is ${c.successor}`,
            field,
          ),
        );
  return violations;
}
