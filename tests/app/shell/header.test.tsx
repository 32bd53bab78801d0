// @vitest-environment jsdom
// The header's first row (SPEC §2): menu, title, profile button only when logged in, WhatsApp share.
import "fake-indexeddb/auto";
import { fireEvent, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { currentPath, logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";

useAppTestSetup();

test("has no profile button for anonymous users", async () => {
  await renderApp("/");
  await screen.findByRole("button", { name: "Abrir menú" });
  expect(screen.queryByRole("link", { name: "Mi perfil" })).toBeNull();
});

test("the profile button of a logged-in user goes to /usuario", async () => {
  installFakeApi({ "GET /api/users/getuserdata": success(null) });
  logIn();
  await renderApp("/");
  fireEvent.click(await screen.findByRole("link", { name: "Mi perfil" }));
  expect(currentPath()).toBe("/usuario");
});

test("shares the app on WhatsApp through wa.me", async () => {
  await renderApp("/");
  const share = await screen.findByRole("link", { name: /Compartir en WhatsApp/ });
  expect(share.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=GasolinaEco/);
  expect(share.getAttribute("target")).toBe("_blank");
});
