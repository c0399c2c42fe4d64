/**
 * Plan 12.5 and 12.10 in the console (issue 22 item 8): what an administrator may record about a
 * notice next, and the delivery he sends. The server decides (POST /notices/{id}/deliveries:
 * a notice is sent by mail to the address of record or by email, and only a notice sent may
 * come back); these rules keep the form from offering what it would refuse.
 */

export type DeliveryStatus = 'sent' | 'returned';
export type Channel = 'mail' | 'email';

/** What the form reads of a notice (NoticeView). */
export interface NoticeLike {
  readonly status: 'generated' | 'sent' | 'returned';
  readonly addressee: {
    readonly address: Record<string, string> | null;
    readonly email: string | null;
  };
  readonly deliveries: readonly { readonly status: 'generated' | 'sent' | 'returned' }[];
}

export interface DeliveryDraft {
  status: DeliveryStatus;
  channel: Channel;
  note: string;
}

/** The channels the notice can go by: mail needs an address, email an email address. */
export function channelsOf(notice: NoticeLike): Channel[] {
  const channels: Channel[] = [];
  if (notice.addressee.address !== null) channels.push('mail');
  if (notice.addressee.email !== null) channels.push('email');
  return channels;
}

/**
 * What may be recorded next: sent (again, after it came back: to the corrected address) when it
 * has a channel; returned when it was sent and has not already come back since.
 */
export function deliveryChoices(notice: NoticeLike): DeliveryStatus[] {
  const choices: DeliveryStatus[] = [];
  if (channelsOf(notice).length > 0) choices.push('sent');
  if (notice.status === 'sent') choices.push('returned');
  return choices;
}

/** The form's first state: what comes next for this notice (returned after sent, else sent). */
export function initialDraft(notice: NoticeLike): DeliveryDraft {
  const choices = deliveryChoices(notice);
  const status = choices.includes('returned') ? 'returned' : 'sent';
  return { status, channel: channelsOf(notice)[0] ?? 'mail', note: '' };
}

/** Returned notices need a note (why it came back; 12.10: the staff then confirm the address). */
export function draftReady(notice: NoticeLike, draft: DeliveryDraft): boolean {
  if (!deliveryChoices(notice).includes(draft.status)) return false;
  if (draft.status === 'sent') return channelsOf(notice).includes(draft.channel);
  return draft.note.trim() !== '';
}

/** The body POST /notices/{id}/deliveries takes: a channel for a sending only. */
export function deliveryBody(draft: DeliveryDraft): {
  status: DeliveryStatus;
  channel?: Channel;
  note?: string;
} {
  const note = draft.note.trim();
  return {
    status: draft.status,
    ...(draft.status === 'sent' ? { channel: draft.channel } : {}),
    ...(note === '' ? {} : { note }),
  };
}

/** The notices whose last delivery came back: work until one reaches him again (12.10). */
export function returnedOnly<T extends NoticeLike>(notices: readonly T[]): T[] {
  return notices.filter((n) => n.status === 'returned');
}
