import { PrivacyRequestForm } from "~/features/privacy/request-form";
import { startIsland } from "./start";

/** The privacy request form's island: /privacy-request. */
startIsland("privacy-request", PrivacyRequestForm);
