import { describe, expect, it } from "vitest";
import { languageOfText } from "./language.ts";

describe("languageOfText", () => {
  it("tells a Spanish first text from an English one", () => {
    for (const text of [
      "Hola, quiero una cotización para persianas",
      "Necesito cortinas para la sala",
      "Me pueden llamar mañana por favor",
      "Tengo 4 ventanas en la cocina",
    ]) {
      expect(languageOfText(text), text).toBe("es");
    }
    for (const text of ["Can someone call me about cellular shades?", "Hello I need shades for 3 windows"]) {
      expect(languageOfText(text), text).toBe("en");
    }
  });

  it("says nothing of a text too short to tell", () => {
    for (const text of ["Hola", "ok", "precio?", ""]) expect(languageOfText(text), text).toBeNull();
  });
});
