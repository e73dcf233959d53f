/** English: the installation on the customer's order page, /proposal/<token> (issue 34 item 2). */
export const enInstallation = {
  installation: {
    heading: "Installation",
    waiting: "Once your window treatments have arrived, you can choose the installation time here.",
    /** {hours}: how long an installation takes. */
    intro: "Your window treatments have arrived. Choose a time for the installation; it takes up to {hours} hours.",
    legend: "Installation time",
    /** Under the times: {zone} is the business's time zone, written out. */
    zoneHint: "All times are {zone}. The installer arrives at the start of the time.",
    book: "Book the installation",
    when: "When",
    status: "Status",
    confirmed: "Booked",
    bookedText:
      "We have e-mailed you the details and a calendar invitation. Our installer arrives at the start of the time.",
    addToCalendar: "Add to calendar",
    /** The name the calendar file is saved under. */
    calendarFile: "installation.ics",
    move: "Move the installation",
    newTime: "New time",
    moveButton: "Move my installation",
    cancel: "Cancel the installation",
    cancelText: "If the time no longer suits you, cancel it here and choose another whenever you like.",
    cancelButton: "Cancel my installation",
    done: "Your window treatments are installed.",
    /** What just happened, after a post. */
    news: {
      booked: "Your installation is booked.",
      moved: "Your installation has moved.",
      cancelled: "Your installation is cancelled. Choose a new time whenever suits you.",
    },
    answers: {
      invalid: "Please choose a time.",
      slotTaken: "Sorry, that time was just taken. Please choose another.",
      alreadyBooked: "Your installation is already booked.",
      notReady: "The installation cannot be booked or changed at this stage of your order.",
      unavailable: "We cannot take bookings right now. Please try again shortly.",
      unanswered: "Your request could not be sent. Please check your connection and try again.",
    },
  },
} as const;
