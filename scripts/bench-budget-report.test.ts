import { describe, expect, it } from "vitest";
import { checkBudget, logicalName, uniqueNames } from "./bench-budget-report.ts";

describe("weight budget report", () => {
  it("names the file that grew, by how much, and the amount over budget", () => {
    const result = checkBudget(
      "First-load JavaScript of /",
      [
        { name: "entry.client.js", bytes: 69_000 },
        { name: "home.js", bytes: 70_000 },
      ],
      135_000,
      { "entry.client.js": 69_000, "home.js": 20_000, "old.js": 1_000 },
    );
    expect(result.over).toBe(true);
    expect(result.total).toBe(139_000);
    expect(result.report).toContain("OVER BUDGET by 4.0 KB");
    expect(result.report).toMatch(/home\.js\s+70\.0 KB\s+\+50\.0 KB vs baseline/);
    expect(result.report).toMatch(/entry\.client\.js\s+69\.0 KB\s+\+0\.0 KB vs baseline/);
    expect(result.report).toMatch(/old\.js\s+gone\s+\(was 1\.0 KB\)/);
    expect(result.report).toContain("+49.0 KB since the baseline (90.0 KB)");
  });

  it("passes a total at the limit and marks files without a baseline as new", () => {
    const result = checkBudget("CSS", [{ name: "app.css", bytes: 20_000 }], 20_000, {});
    expect(result.over).toBe(false);
    expect(result.report).toContain("new since baseline");
  });

  it("strips content hashes so names survive a rebuild, and keeps repeated names apart", () => {
    expect(logicalName("http://127.0.0.1:4206/assets/entry.client-DqvNIP8-.js")).toBe("entry.client.js");
    expect(logicalName("/assets/blog-a--7Q48K.js")).toBe("blog.js");
    expect(logicalName("/assets/site-header-AbCdEfGh.js")).toBe("site-header.js");
    expect(logicalName("/assets/app-ULl9nxHv.css")).toBe("app.css");
    expect(
      uniqueNames([
        { name: "chunk.js", bytes: 1 },
        { name: "chunk.js", bytes: 2 },
      ]).map((f) => f.name),
    ).toEqual(["chunk.js", "chunk.js#2"]);
  });
});
