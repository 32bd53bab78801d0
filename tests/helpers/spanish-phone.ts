// Every test runs on a Spanish phone (jsdom's navigator says en-US): the app speaks the phone's language,
// and the SPEC's Spanish is what most tests read. A test of another language says so itself
// (vi.spyOn(navigator, "languages", "get")).
if (typeof navigator !== "undefined") {
  Object.defineProperty(navigator, "languages", { configurable: true, get: () => ["es-ES"] });
  Object.defineProperty(navigator, "language", { configurable: true, get: () => "es-ES" });
}
