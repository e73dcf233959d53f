import { describe, expect, it } from "vitest";
import { keywordOf } from "./keywords.ts";

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

  it("reads an ordinary reply as a reply, even when it holds one of the words", () => {
    for (const body of ["Can we make it 10?", "please stop by at 10", "yes please", "stop!", "", "STOP STOP"]) {
      expect(keywordOf(body), body).toBeNull();
    }
  });
});
