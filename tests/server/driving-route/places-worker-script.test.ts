// Which file the places rebuild runs on its worker thread: from source, the TypeScript worker beside
// places-off-thread.ts behind tsx's loader (a worker does not inherit it); compiled, the JavaScript
// worker scripts/build-server.js writes beside the bundle (dist-server/places-rebuild-worker.js), the
// file the compiled server asked for as .ts before, and failed every rebuild.
import { describe, expect, it } from "vitest";
import { placesWorkerScript } from "../../../server/places/places-off-thread.ts";

describe("the places worker's script", () => {
  it("is the TypeScript worker, with tsx registered first, when the server runs from source", () => {
    const { script, eval: isCode } = placesWorkerScript("file:///srv/app/server/places/places-off-thread.ts");
    expect(isCode).toBe(true);
    expect(script).toContain('import("tsx/esm/api")');
    expect(script).toContain('"file:///srv/app/server/places/places-rebuild-worker.ts"');
  });

  it("is the compiled worker beside the bundle when the server runs from dist-server", () => {
    const { script, eval: isCode } = placesWorkerScript("file:///srv/app/dist-server/chunk-ABC123.js");
    expect(isCode).toBe(false);
    expect(String(script)).toBe("file:///srv/app/dist-server/places-rebuild-worker.js");
  });
});
