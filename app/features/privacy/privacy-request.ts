import { z } from "zod";

const Email = z.email();

/** Whether the inbox's search is one whole e-mail address: then a privacy request can be made for it. */
export function isEmail(value: string): boolean {
  return value.length <= 320 && Email.safeParse(value.trim()).success;
}
