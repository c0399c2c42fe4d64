/**
 * NYSE full-day closures that no holiday rule predicts (REFERENCE_DATA.md).
 * Data, not code: a future closure is appended here (or passed to createValuationCalendar).
 */
export const nyseSpecialClosures: readonly { date: string; reason: string }[] = [
  { date: '2012-10-29', reason: 'Hurricane Sandy' },
  { date: '2012-10-30', reason: 'Hurricane Sandy' },
  { date: '2018-12-05', reason: 'National day of mourning, President George H. W. Bush' },
  { date: '2025-01-09', reason: 'National day of mourning, President Jimmy Carter' },
];
