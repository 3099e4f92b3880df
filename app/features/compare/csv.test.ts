import { describe, expect, it } from "vitest";

import { UTF8_BOM, csvField, toCsv } from "./csv";

describe("csvField", () => {
  it.each([
    ["ESPN", "ESPN"],
    ["", ""],
    ["A&E", "A&E"],
    ["Fish & Chips <TV>", "Fish & Chips <TV>"],
    ["Crime + Investigation", "Crime + Investigation"],
    ["Galavisión", "Galavisión"],
    ["CNN en Español", "CNN en Español"],
    ["Movies, Mysteries", '"Movies, Mysteries"'],
    ['The "Big" Channel', '"The ""Big"" Channel"'],
    ['"', '""""'],
    ["Line one\nLine two", '"Line one\nLine two"'],
    ["Carriage\rreturn", '"Carriage\rreturn"'],
    ["  spaced  ", "  spaced  "],
    ["Crime + Investigation", "Crime + Investigation"],
    ["E=MC", "E=MC"],
  ])("%j is written %j", (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it.each([
    [
      '=HYPERLINK("http://x.test","CNN")',
      `"'=HYPERLINK(""http://x.test"",""CNN"")"`,
    ],
    ["+1 Sports", `"'+1 Sports"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1:A2)", `"'@SUM(A1:A2)"`],
    ["\t=1+1", `"'\t=1+1"`],
    ["\r=1+1", `"'\r=1+1"`],
    ["=A1,B1", `"'=A1,B1"`],
  ])(
    "writes %j, which a spreadsheet would run, as text: %j",
    (value, written) => {
      expect(csvField(value)).toBe(written);
    },
  );
});

describe("toCsv", () => {
  it("ends every record with CRLF", () => {
    expect(
      toCsv([
        ["Channel", "Core"],
        ["A&E", "Yes"],
      ]),
    ).toBe("Channel,Core\r\nA&E,Yes\r\n");
  });

  it("quotes only the fields that need it", () => {
    expect(
      toCsv([["Hallmark Movies, Mysteries", 'Say "hi"', "Galavisión"]]),
    ).toBe('"Hallmark Movies, Mysteries","Say ""hi""",Galavisión\r\n');
  });

  it("quotes a Spanish header field only when it needs to", () => {
    expect(
      toCsv([
        ["Canal", "Core ($39.99/mes)", "Deportes, Noticias ($9.99/mes)"],
        ["Música Urbana", "Sí", "No"],
      ]),
    ).toBe(
      'Canal,Core ($39.99/mes),"Deportes, Noticias ($9.99/mes)"\r\nMúsica Urbana,Sí,No\r\n',
    );
  });

  it("writes nothing for no records", () => {
    expect(toCsv([])).toBe("");
  });

  it("encodes non-ASCII names as UTF-8 after the byte-order mark", async () => {
    const bytes = new Uint8Array(
      await new Blob([UTF8_BOM + toCsv([["Español"]])]).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("Español\r\n");
    // "ñ" is the two bytes C3 B1.
    expect([...bytes.slice(7, 9)]).toEqual([0xc3, 0xb1]);
  });
});
