// The streamed reader of a Ministry document must hand over exactly the elements JSON.parse would
// read, and give up (undefined) on anything it cannot vouch for, so the caller parses it whole.
import { describe, expect, it } from "vitest";
import { feedDocumentItems } from "../../../server/feed/feed-document.ts";
import { readFeedFile } from "../../../server/feed/read-feed-file.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";

function scanAll(input: string | Uint8Array) {
  const items: unknown[] = [];
  const reader = feedDocumentItems(input);
  let step = reader.next();
  for (; !step.done; step = reader.next()) items.push(step.value);
  const document = step.value;
  return document && { items, members: Object.fromEntries(document.members), listLength: document.listLength };
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("feedDocumentItems", () => {
  it.each(Object.entries(FEED_FILES))("reads the real %s file element for element as JSON.parse does", async (_name, file) => {
    if (!hasSharedData) return;
    const raw = await readFeedFile(file);
    const whole = JSON.parse(raw.toString("utf8")) as { ListaEESSPrecio: unknown[] } & Record<string, unknown>;
    const { ListaEESSPrecio: list, ...others } = whole;
    for (const input of [raw, raw.toString("utf8")]) {
      const scanned = scanAll(input);
      expect(scanned).toBeDefined();
      expect(scanned!.listLength).toBe(list.length);
      expect(scanned!.items).toEqual(list);
      expect(scanned!.members).toEqual(others);
    }
  });

  it("reads braces, brackets and escaped quotes inside strings, nested values and odd spacing", () => {
    const text = ` { "Fecha" : "15/04/2026 8:00:00" ,\r\n "ListaEESSPrecio":[ {"Rótulo":"A } B","Dirección":"C/ \\"X\\" [1]\\\\"} ,
      {"IDEESS":"2","extra":{"a":[1,{"b":"}"}]}}, 7, "s", null, [1,2] ], "Nota":{"x":[]}, "ResultadoConsulta":"OK" }\n`;
    const expected = JSON.parse(text) as Record<string, unknown>;
    for (const input of [text, bytes(text)]) {
      const scanned = scanAll(input);
      expect(scanned?.items).toEqual(expected.ListaEESSPrecio);
      expect(scanned?.members).toEqual({ Fecha: expected.Fecha, Nota: expected.Nota, ResultadoConsulta: "OK" });
    }
  });

  it("skips a UTF-8 byte order mark and keeps multi-byte characters intact", () => {
    const text = '{"ListaEESSPrecio":[{"Municipio":"A Coruña","Provincia":"Álava / Araba"}]}';
    const scanned = scanAll(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(text)]));
    expect(scanned?.items).toEqual([{ Municipio: "A Coruña", Provincia: "Álava / Araba" }]);
  });

  it("reads an empty list as no elements", () => {
    expect(scanAll('{"Fecha":"x","ListaEESSPrecio":[]}')).toEqual({ items: [], members: { Fecha: "x" }, listLength: 0 });
  });

  it.each([
    ["a truncated document", '{"ListaEESSPrecio":[{"IDEESS":"1"},{"IDEESS":"2"'],
    ["a missing comma between elements", '{"ListaEESSPrecio":[{"IDEESS":"1"} {"IDEESS":"2"}]}'],
    ["a trailing comma", '{"ListaEESSPrecio":[{"IDEESS":"1"},]}'],
    ["text after the document", '{"ListaEESSPrecio":[]} x'],
    ["a document that is not an object", '[{"IDEESS":"1"}]'],
    ["a list that is not an array", '{"ListaEESSPrecio":{"IDEESS":"1"}}'],
    ["no list at all", '{"Fecha":"x"}'],
    ["the list given twice", '{"ListaEESSPrecio":[],"ListaEESSPrecio":[]}'],
    ["a member given twice", '{"Fecha":"a","Fecha":"b","ListaEESSPrecio":[]}'],
    ["an invalid value inside an element", '{"ListaEESSPrecio":[{"IDEESS":01}]}'],
  ])("gives up on %s so the caller parses the text whole", (_case, text) => {
    expect(scanAll(text)).toBeUndefined();
    expect(scanAll(bytes(text))).toBeUndefined();
  });

  it("hands over elements in order as they are read", () => {
    const reader = feedDocumentItems('{"ListaEESSPrecio":[{"IDEESS":"1"},{"IDEESS":"2"},{"IDEESS":"3"}]}');
    expect([reader.next(), reader.next(), reader.next()].map((step) => step.value)).toEqual([{ IDEESS: "1" }, { IDEESS: "2" }, { IDEESS: "3" }]);
    expect(reader.next()).toMatchObject({ done: true, value: { listLength: 3 } });
  });
});
