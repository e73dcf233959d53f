import type { Widen } from "../catalogue.ts";
import { enAfterSale } from "../en/after-sale.ts";
import { esAfterSale } from "../es/after-sale.ts";
import type { Locale } from "../locales.ts";

/** An order's page after the installation (issue 34): the balance, the feedback form, the referral link. */
export type AfterSaleUi = Widen<typeof enAfterSale>;

export const afterSaleUi: Record<Locale, AfterSaleUi> = { en: enAfterSale, es: esAfterSale };
