/**
 * The words carriers and Twilio treat as a request about texts (the contract): a number that sends one of
 * the stop words gets no further text until it sends a start word; HELP is answered with the business's name and
 * phone. Only the whole message counts ("stop" opts out, "please stop by at 10" does not), in any case, trimmed.
 */
export type Keyword = "stop" | "start" | "help";

const WORDS: Record<string, Keyword> = {
  STOP: "stop",
  STOPALL: "stop",
  UNSUBSCRIBE: "stop",
  CANCEL: "stop",
  END: "stop",
  QUIT: "stop",
  START: "start",
  YES: "start",
  UNSTOP: "start",
  HELP: "help",
};

export function keywordOf(body: string): Keyword | null {
  return WORDS[body.trim().toUpperCase()] ?? null;
}
