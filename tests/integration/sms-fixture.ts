/** Helpers of the text messages' tests (issue 35). */

/**
 * A fixed-offset zone where it is now `hour` o'clock, give or take an hour: texts are held during the business's
 * night (21:00 to 08:00), so a test that expects one at once runs its business where it is day, whatever the hour.
 */
export function zoneWhereItIs(hour: number): string {
  const offset = (((hour - new Date().getUTCHours()) % 24) + 24) % 24;
  const hours = offset > 12 ? offset - 24 : offset;
  // The Etc zones count west of Greenwich as positive: Etc/GMT-3 is UTC+3.
  if (hours === 0) return "Etc/GMT";
  return hours > 0 ? `Etc/GMT-${hours}` : `Etc/GMT+${-hours}`;
}
