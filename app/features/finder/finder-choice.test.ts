import { describe, expect, it } from "vitest";

import {
  readChosen,
  readChosenQuery,
  writeChosen,
  writeChosenQuery,
} from "./finder-choice";

const byId = new Map([
  [1, "Alpha"],
  [5, "Beta"],
  [59, "ESPN"],
]);

describe("readChosen", () => {
  it.each<[string[], string[], number]>([
    [[], [], 0],
    [[""], [], 0],
    [["59"], ["ESPN"], 0],
    [["59,1,5"], ["ESPN", "Alpha", "Beta"], 0],
    [["5", "1"], ["Beta", "Alpha"], 0],
    [["1,,5,"], ["Alpha", "Beta"], 0],
    [[" 1 , 5 "], ["Alpha", "Beta"], 0],
    [["1,1,5,1"], ["Alpha", "Beta"], 0],
    [["1,999"], ["Alpha"], 1],
    [["abc,1,-5,1.0,0x1"], ["Alpha"], 4],
    [["<script>alert(1)</script>"], [], 1],
    [["constructor,__proto__"], [], 2],
    [["0001"], ["Alpha"], 0],
    [["99999999999999999999"], [], 1],
  ])("%j chooses %j and ignores %i", (values, chosen, ignored) => {
    expect(readChosen(values, byId)).toEqual({ chosen, ignored });
  });
});

describe("writeChosen", () => {
  it("joins the ids with commas", () => {
    expect(writeChosen([59, 1, 5])).toBe("59,1,5");
    expect(writeChosen([])).toBe("");
  });

  it("reads back what it writes", () => {
    expect(readChosen([writeChosen([5, 59])], byId).chosen).toEqual([
      "Beta",
      "ESPN",
    ]);
  });
});

describe("writeChosenQuery and readChosenQuery", () => {
  it.each([
    ["", ["59,1"], "?ch=59,1"],
    ["?ch=5", ["5,1"], "?ch=5,1"],
    ["?ch=5", [""], ""],
    ["?ch=5", [], ""],
    ["?utm_source=mail&ch=5", ["5"], "?utm_source=mail&ch=5"],
    ["?ch=5&ch=1", ["1"], "?ch=1"],
    ["?q=a%20b", [], "?q=a+b"],
    ["", ["1,<b>&x"], "?ch=1,%3Cb%3E%26x"],
  ])("%s with %j reads %j", (search, values, expected) => {
    expect(writeChosenQuery(values, new URLSearchParams(search))).toBe(
      expected,
    );
  });

  it("reads back what it writes", () => {
    const values = ["59,1", "7"];
    expect(
      readChosenQuery(
        new URLSearchParams(writeChosenQuery(values, new URLSearchParams())),
      ),
    ).toEqual(values);
  });
});
