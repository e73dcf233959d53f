import { ManageView } from "~/features/booking/manage-view";
import { startIsland } from "./start";

/** A booking's own page: /book/manage/:token, to move or cancel it. */
startIsland("manage", ManageView);
