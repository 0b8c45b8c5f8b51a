import { readFileSync } from "node:fs";
import { permissionsMarkdownTable } from "@larder/domain";
import { describe, expect, it } from "vitest";

describe("docs/permissions.md", () => {
  it("shows the same matrix as the code", () => {
    const cells = (markdown: string) =>
      markdown
        .split("\n")
        .filter((line) => line.startsWith("|") && !/^\|[\s:|-]+\|$/.test(line))
        .map((line) =>
          line
            .slice(1, -1)
            .split("|")
            .map((cell) => cell.trim()),
        );
    const doc = readFileSync(new URL("../../../docs/permissions.md", import.meta.url), "utf8");
    expect(cells(doc)).toEqual(cells(permissionsMarkdownTable()));
  });
});
