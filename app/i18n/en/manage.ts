/** English: a booking's own page, reached by its link (/book/manage/:token). */
export const enManage = {
  manage: {
    heading: "Your consultation",
    booked: "Your consultation is booked",
    moved: "Your consultation has moved",
    cancelledHeading: "Your consultation is cancelled",
    when: "When",
    where: "Where",
    name: "Name",
    /** The consultant who visits (issue 37), by first name. */
    consultant: "Your designer",
    status: "Status",
    confirmed: "Confirmed",
    cancelled: "Cancelled",
    /** {link} is `bookAgain`, a link to /book. */
    cancelledText: "This consultation has been cancelled. {link} whenever suits you.",
    bookAgain: "Book a new time",
    visit:
      "A designer visits for about an hour with fabric and material samples, measures your windows and talks through options and prices. We have e-mailed the details to {email}.",
    addToCalendar: "Add to calendar",
    /** The name the calendar file is saved under. */
    calendarFile: "consultation.ics",
    /** {link} is `manageLink`, a link to this page. */
    keepLink: "Keep this page's address to change your booking later: {link}",
    manageLink: "Manage your booking",
    reschedule: "Reschedule",
    newTime: "New time",
    move: "Move my consultation",
    cancel: "Cancel",
    cancelText: "If you no longer need the visit, cancel it here and the time goes to someone else.",
    cancelButton: "Cancel my consultation",
    /** The post got no answer at all (the network): nothing was changed. */
    unanswered: "We could not reach the server, so nothing was changed. Please check your connection and try again.",
  },
} as const;
