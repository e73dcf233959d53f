/** English: the contact information panel (spec §2.4, §2.13), on the contact section and the quote page. */
export const enContactInfo = {
  contactInfo: {
    heading: "Contact Information",
    phone: "Phone",
    email: "Email",
    hours: "Business Hours",
    /** One line of opening hours: "Monday - Friday: 9am - 5pm EST". */
    hoursLine: "{days}: {time}",
  },
} as const;
