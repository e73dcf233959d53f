import { BookingForm } from "~/features/booking/booking-form";
import { startIsland } from "./start";

/** The booking form's island: /book, its day picker and the times of the day picked. */
startIsland("booking", BookingForm);
