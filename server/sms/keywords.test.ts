import { describe, expect, it } from "vitest";
import { keywordLocale, keywordOf } from "./keywords.ts";

describe("keywordOf", () => {
  it("opts out on every stop word, in any case, with spaces around it", () => {
    for (const word of ["STOP", "stop", " Stop\n", "STOPALL", "unsubscribe", "Cancel", "END", "quit"]) {
      expect(keywordOf(word), word).toBe("stop");
    }
  });

  it("opts back in on START, YES and UNSTOP, and asks for help on HELP", () => {
    for (const word of ["START", "yes", " Unstop "]) expect(keywordOf(word), word).toBe("start");
    expect(keywordOf("help")).toBe("help");
  });

  it("knows the rest of Twilio's words: REVOKE and OPTOUT opt out (Twilio blocks the number after them), INFO asks for help", () => {
    for (const word of ["REVOKE", "optout"]) expect(keywordOf(word), word).toBe("stop");
    expect(keywordOf(" info ")).toBe("help");
  });

  it("reads the Spanish words the same way, accents or not, and says they were Spanish", () => {
    for (const word of ["PARAR", "alto", " Baja ", "Cancelar", "DETENER"]) expect(keywordOf(word), word).toBe("stop");
    for (const word of ["comenzar", "INICIAR"]) expect(keywordOf(word), word).toBe("start");
    for (const word of ["AYUDA", "ayúda", " Ayuda\n"]) {
      expect(keywordOf(word), word).toBe("help");
      expect(keywordLocale(word), word).toBe("es");
    }
    // The words Spanish texts use too ("Responda STOP") leave the language to the number's lead.
    for (const word of ["STOP", "HELP", "info"]) expect(keywordLocale(word), word).toBeNull();
  });

  it("reads an ordinary reply as a reply, even when it holds one of the words", () => {
    for (const body of [
      "Can we make it 10?",
      "please stop by at 10",
      "yes please",
      "stop!",
      "",
      "STOP STOP",
      "¿Me pueden ayudar?",
      "alto y ancho",
    ]) {
      expect(keywordOf(body), body).toBeNull();
    }
  });
});
