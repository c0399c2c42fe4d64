import { easternDay } from '../calendar/eastern.js';
import type { ParticipantEvent } from '../scenario/types.js';
import type { IsoDate } from './days.js';

/** The date an event takes effect; elections by their filing date in Eastern time (FORMAT.md). */
export function eventDate(event: ParticipantEvent): IsoDate | null {
  switch (event.type) {
    case 'election':
    case 'scheduleChange':
      return easternDay(event.filedAt);
    case 'keyEmployee':
      return event.identificationDate;
    case 'leave':
      return event.start;
    case 'retirementSavingsPlan':
    case 'compensation':
      return null;
    default:
      return event.date;
  }
}
