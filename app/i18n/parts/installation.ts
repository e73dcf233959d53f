import type { Widen } from "../catalogue.ts";
import { enInstallation } from "../en/installation.ts";
import { esInstallation } from "../es/installation.ts";
import type { Locale } from "../locales.ts";

/** The installation on the customer's order page (issue 34 item 2). */
export type InstallationUi = Widen<typeof enInstallation>;

export const installationUi: Record<Locale, InstallationUi> = { en: enInstallation, es: esInstallation };
