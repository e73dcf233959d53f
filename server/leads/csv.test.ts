import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV export", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+1 213 555 0100")).toBe("'+1 213 555 0100");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("quotes commas, quotes and line breaks and keeps empty values empty", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(4)).toBe("4");
  });

  it("writes a header row and one CRLF-terminated line per row", () => {
    expect(toCsv(["id", "name"], [{ id: "1", name: "Doe, Jane" }, { id: "2" }])).toBe(
      'id,name\r\n1,"Doe, Jane"\r\n2,\r\n',
    );
  });
});
