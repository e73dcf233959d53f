import { SwatchMailForm } from "~/features/swatches/mail-form";
import { startIsland } from "./start";

/** The swatch bag's mailing form's island: /swatches. */
startIsland("swatches", SwatchMailForm);
