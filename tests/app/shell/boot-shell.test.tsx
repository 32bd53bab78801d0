// @vitest-environment jsdom
// index.html paints the boot shell before the JavaScript arrives (with the cookie notice the server
// puts in it for a device without the consent cookie); the hydration gate then renders the same markup
// until the stores load. If they differed, the first screen would flash.
import { readFileSync } from "node:fs";
import path from "node:path";
import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { BootShell } from "../../../src/app/BootShell.tsx";
import { activateLocale, i18n } from "../../../src/i18n/i18n.ts";
import { LOCALES } from "../../../src/domain/locales.ts";
import { CONSENT_COOKIE as APP_CONSENT_COOKIE } from "../../../src/stores/consent-cookie.ts";
import { CONSENT_COOKIE, COOKIE_NOTICE_HTML, COOKIE_NOTICE_SLOT, cookieNoticeHtml } from "../../../server/web/cookie-notice-html.ts";

const html = readFileSync(path.resolve("index.html"), "utf8");
const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? "";

/** The boot shell as the app draws it in Spanish (under its Lingui provider, which adds no markup). */
const bootShell = () =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <BootShell />
    </I18nProvider>,
  );

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

test("a first visit gets the boot shell with the cookie notice, as the app draws it", () => {
  expect(root).toContain(COOKIE_NOTICE_SLOT);
  expect(root.replace(COOKIE_NOTICE_SLOT, COOKIE_NOTICE_HTML)).toBe(bootShell());
});

test("a device that accepted cookies gets the boot shell without the notice, as the app draws it", () => {
  document.cookie = `${CONSENT_COOKIE}=1; Path=/`;
  expect(root.replace(COOKIE_NOTICE_SLOT, "")).toBe(bootShell());
});

test("the server's notice reads as the app draws it in every language", async () => {
  for (const locale of LOCALES) {
    await activateLocale(locale);
    expect(root.replace(COOKIE_NOTICE_SLOT, cookieNoticeHtml(locale)), locale).toBe(bootShell());
  }
  await activateLocale("es");
});

test("the server and the app name the consent cookie alike", () => {
  expect(APP_CONSENT_COOKIE).toBe(CONSENT_COOKIE);
});
