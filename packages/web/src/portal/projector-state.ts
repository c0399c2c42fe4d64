/** The payout projector's form (pure): what is typed, whether it may be sent, and its query. */
export interface ProjectorForm {
  event: 'separation' | 'death';
  date: string;
  growthPct: string;
}

/** The server's rule (routes/payout-projection.ts): -50 to 50, at most two decimals. */
export const growthPattern = /^-?(50(\.0{1,2})?|[1-4]?\d(\.\d{1,2})?)$/;

export function projectorErrors(form: ProjectorForm, today: string) {
  return {
    date: !/^\d{4}-\d{2}-\d{2}$/.test(form.date) || (today !== '' && form.date < today),
    growthPct: !growthPattern.test(form.growthPct.trim()),
  };
}

export function projectorQuery(form: ProjectorForm): string {
  const params = new URLSearchParams({
    event: form.event,
    date: form.date,
    growthPct: form.growthPct.trim(),
  });
  return `?${params.toString()}`;
}
