import type { Widen } from "../catalogue.ts";
import { enManage } from "../en/manage.ts";
import { esManage } from "../es/manage.ts";
import type { Locale } from "../locales.ts";

/** A booking's own page: /book/manage/:token. */
export type ManageUi = Widen<typeof enManage>;

export const manageUi: Record<Locale, ManageUi> = { en: enManage, es: esManage };
