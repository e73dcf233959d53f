/** English: the contact section and its message form (spec §2.4, §3.1, §4, §8). */
export const enContact = {
  contact: {
    heading: "Contact Us",
    intro: "Get in touch with us for any questions about our products or services.",
    formHeading: "Send Us a Message",
    name: "Your Name",
    location: "Job Location",
    locationPlaceholder: "Select location on map",
    locationHint: "Click the map or search for a place to set the location.",
    /** Checked in the browser: the read-only location is skipped by native validation. */
    locationMissing: "Please choose the job location",
    message: "Message",
    submit: "Send Message",
    sent: "Message sent successfully! We will get back to you soon.",
    failed: "There was an error sending your message. Please try again.",
  },
} as const;
