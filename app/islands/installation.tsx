import { InstallationPanel } from "~/features/installations/installation-panel";
import { startIsland } from "./start";

/** The installation on the customer's order page, /proposal/<token>: book, move or cancel it (issue 34 item 2). */
startIsland("installation", InstallationPanel);
