import { ContactForm } from "~/features/contact/contact-form";
import { startIsland } from "./start";

/** The contact form's island: the home page's contact section and /contact. */
startIsland("contact", ContactForm);
