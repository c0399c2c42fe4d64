import { describe, expect, it } from 'vitest';
import {
  channelsOf,
  deliveryBody,
  deliveryChoices,
  draftReady,
  initialDraft,
  returnedOnly,
  type NoticeLike,
} from './notice-state';

const address = { line1: '1 Main St', city: 'Richmond', state: 'VA', postalCode: '23219' };

function notice(
  statuses: ('generated' | 'sent' | 'returned')[],
  to: { address?: boolean; email?: boolean } = { address: true },
): NoticeLike {
  return {
    status: statuses.at(-1) ?? 'generated',
    addressee: {
      address: to.address ? address : null,
      email: to.email ? 'a@example.com' : null,
    },
    deliveries: statuses.map((status) => ({ status })),
  };
}

describe('12.5: what may be recorded about a notice next', () => {
  it('a notice generated may be sent, by the channels it has an address for', () => {
    expect(deliveryChoices(notice(['generated']))).toEqual(['sent']);
    expect(channelsOf(notice(['generated'], { address: true, email: true }))).toEqual([
      'mail',
      'email',
    ]);
    expect(channelsOf(notice(['generated'], { email: true }))).toEqual(['email']);
    expect(initialDraft(notice(['generated'], { email: true }))).toEqual({
      status: 'sent',
      channel: 'email',
      note: '',
    });
  });

  it('with no address nor email it cannot be sent; nor returned before it was sent', () => {
    const nowhere = notice(['generated'], {});
    expect(deliveryChoices(nowhere)).toEqual([]);
    expect(draftReady(nowhere, { status: 'sent', channel: 'mail', note: '' })).toBe(false);
    expect(
      draftReady(notice(['generated']), { status: 'returned', channel: 'mail', note: 'x' }),
    ).toBe(false);
  });

  it('a notice sent may come back (the form offers that first); a return says why', () => {
    const sent = notice(['generated', 'sent']);
    expect(deliveryChoices(sent)).toEqual(['sent', 'returned']);
    expect(initialDraft(sent).status).toBe('returned');
    expect(draftReady(sent, { status: 'returned', channel: 'mail', note: '  ' })).toBe(false);
    expect(draftReady(sent, { status: 'returned', channel: 'mail', note: 'moved' })).toBe(true);
  });

  it('12.10: one that came back is sent again (to the corrected address), not returned twice', () => {
    const back = notice(['generated', 'sent', 'returned']);
    expect(deliveryChoices(back)).toEqual(['sent']);
    expect(initialDraft(back).status).toBe('sent');
    expect(draftReady(back, { status: 'sent', channel: 'mail', note: '' })).toBe(true);
    expect(draftReady(back, { status: 'sent', channel: 'email', note: '' })).toBe(false);
  });

  it('the body: a channel only when sent, the note trimmed and left out when empty', () => {
    expect(deliveryBody({ status: 'sent', channel: 'mail', note: '' })).toEqual({
      status: 'sent',
      channel: 'mail',
    });
    expect(deliveryBody({ status: 'returned', channel: 'mail', note: ' moved ' })).toEqual({
      status: 'returned',
      note: 'moved',
    });
  });

  it('lists the notices whose last delivery came back', () => {
    const list = [
      notice(['generated', 'sent', 'returned']),
      notice(['generated', 'sent']),
      notice(['generated', 'sent', 'returned', 'sent']),
    ];
    expect(returnedOnly(list)).toEqual([list[0]]);
  });
});
