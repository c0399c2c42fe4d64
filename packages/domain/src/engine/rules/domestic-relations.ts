/** 5.9, 12.1: domestic relations orders. */
import { percentOf } from '../../money/decimal.js';
import type { EventOf } from '../../scenario/types.js';
import type { Effect } from '../effects.js';
import { accountNames, vestedPctOn, type EngineContext, type StateView } from '../state.js';
import { violation } from '../violation.js';
import { valuePayment } from './payments.js';
import { step } from '../../i18n/trace-steps.js';

/** 5.9, 12.1: the alternate payee's share of each sub-account (the CCA's vested part), at once. */
export function payDomesticRelationsOrder(
  state: StateView,
  event: EventOf<'domesticRelationsOrder'>,
  index: number,
  ctx: EngineContext,
): Effect[] {
  if (!Number.isInteger(event.pct) || event.pct <= 0 || event.pct > 100) {
    const message = 'an order assigns a whole percentage from 1 to 100';
    return [
      {
        type: 'refuse',
        index,
        violations: [violation('order_pct_invalid', '5.9', message, 'pct')],
      },
    ];
  }
  const valuedAt = ctx.days.onOrBefore(event.date);
  return accountNames(state).flatMap((account) => {
    const value = state.ledger.value(account, valuedAt);
    const vested =
      account === 'CCA' ? percentOf(value, vestedPctOn(state, event.date, ctx)) : value;
    const share = percentOf(vested, event.pct);
    if (share === 0n) return [];
    const trace = [
      step('domesticRelations.order', {
        date: event.date,
        pct: event.pct,
        payee: event.alternatePayee,
      }),
      step('domesticRelations.valued', { date: valuedAt }),
    ];
    return valuePayment(state, {
      account,
      benefit: 'domesticRelationsOrder',
      payDate: event.date,
      valuationDate: valuedAt,
      share: { kind: 'amount', amount: share },
      payee: 'alternatePayee',
      rules: ['5.9'],
      trace,
    });
  });
}
