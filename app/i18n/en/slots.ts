/**
 * English: what the booking form and a booking's own page share: the day and time picker, and
 * the words about the visit itself.
 */
export const enSlots = {
  slots: {
    chooseDay: "Choose a day",
    chooseTime: "Choose a time",
    /** A day's time group: "Choose a time: Tuesday, December 1, 2026". */
    dayLegend: "{legend}: {day}",
    noTimes: "No times",
    times: { one: "{count} time", other: "{count} times" },
    noTimesLeft: "No times left on this day.",
    zoneHint: "All times are {zone}. A visit takes about an hour.",
    /** The same start in the visitor's own zone, when it is not the business's. */
    yourTime: "{time} your time",
    /** Another day's times, asked for when it is picked. */
    loading: "Loading the times…",
    loadFailed: "We could not load this day's times.",
    retry: "Try again",
  },
  visit: {
    outsideArea:
      "This address is outside our usual service area. You can still book: we will call you to confirm the visit.",
    /** A consultation's date and time: "Tuesday, December 1, 2026 at 9:00 AM ET". */
    when: "{date} at {time}",
  },
} as const;
