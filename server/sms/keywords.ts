import type { Locale } from "../../app/i18n/locales.ts";

/**
 * The words carriers and Twilio treat as a request about texts (the contract): a number that sends one of
 * the stop words gets no further text until it sends a start word; HELP is answered with the business's name and
 * phone. Only the whole message counts ("stop" opts out, "please stop by at 10" does not), in any case, trimmed.
 */
export type Keyword = "stop" | "start" | "help";

/**
 * The words, and the rest of Twilio's defaults: Twilio itself blocks a number after REVOKE or OPTOUT, so the
 * site records those opt-outs too, and it answers INFO as HELP. These words are not tied to a language: "Reply STOP"
 * is what the Spanish texts say as well.
 */
const WORDS: Record<string, Keyword> = {
  STOP: "stop",
  STOPALL: "stop",
  UNSUBSCRIBE: "stop",
  CANCEL: "stop",
  END: "stop",
  QUIT: "stop",
  REVOKE: "stop",
  OPTOUT: "stop",
  START: "start",
  YES: "start",
  UNSTOP: "start",
  HELP: "help",
  INFO: "help",
};

/**
 * The same requests in Spanish, for the site's Spanish-speaking customers. Twilio does not act on them unless its
 * Advanced Opt-Out is set up, so the site honours them itself (it sends nothing to a number that opted out), and
 * answers AYUDA in Spanish.
 */
const SPANISH_WORDS: Record<string, Keyword> = {
  PARAR: "stop",
  ALTO: "stop",
  BAJA: "stop",
  CANCELAR: "stop",
  DETENER: "stop",
  COMENZAR: "start",
  INICIAR: "start",
  AYUDA: "help",
};

/** The message as a keyword is compared: trimmed, upper case, accents taken off ("Ayúda" is still AYUDA). */
function normalised(body: string): string {
  return body
    .trim()
    .toUpperCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");
}

export function keywordOf(body: string): Keyword | null {
  const word = normalised(body);
  return WORDS[word] ?? SPANISH_WORDS[word] ?? null;
}

/** The language a keyword was sent in when the word says it (a Spanish word), else null: the number's lead decides. */
export function keywordLocale(body: string): Locale | null {
  if (SPANISH_WORDS[normalised(body)]) return "es";
  return null;
}
