import type { PaymentMadeJson } from '@defcomp/domain';

/** Each participant's payments made (runs approved), by participant id: never valued again (12.9). */
export type PaymentsMade = Record<string, PaymentMadeJson[]>;
