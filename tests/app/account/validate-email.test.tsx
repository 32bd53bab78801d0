// @vitest-environment jsdom
// validaremail/:id (SPEC §2, §4, §8).
import "fake-indexeddb/auto";
import { screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { deferredReply, installFakeApi, refusal, success } from "../helpers/fake-api.ts";

const { consoleError } = useAppTestSetup();


const GUID = "0f8fad5b-d9cb-469f-a165-70867728950e";

test("says 'Validando tu correo electrónico...' while validating", async () => {
  installFakeApi({ "POST /api/users/validaremail": deferredReply().route });
  await renderApp(`/validaremail/${GUID}`);
  expect(await screen.findByText("Validando tu correo electrónico...")).toBeTruthy();
});

test("sends the token of the link as guid", async () => {
  const api = installFakeApi({ "POST /api/users/validaremail": success() });
  await renderApp(`/validaremail/${GUID}`);
  await waitFor(() => expect(api.calls[0]?.body).toEqual({ guid: GUID }));
});

test("thanks the user and offers login when not logged in", async () => {
  installFakeApi({ "POST /api/users/validaremail": success() });
  await renderApp(`/validaremail/${GUID}`);
  expect(await screen.findByText("Gracias, tu correo electrónico ha quedado validado.")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
});

test("offers no login button to a logged-in user", async () => {
  installFakeApi({ "POST /api/users/validaremail": success(), "GET /api/users/getuserdata": success(null) });
  logIn();
  await renderApp(`/validaremail/${GUID}`);
  await screen.findByText("Gracias, tu correo electrónico ha quedado validado.");
  expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
});

test("a failed validation only logs and leaves the screen as it was", async () => {
  installFakeApi({ "POST /api/users/validaremail": refusal("Enlace caducado", 400) });
  await renderApp(`/validaremail/${GUID}`);
  await waitFor(() => expect(consoleError()).toHaveBeenCalled());
  expect(screen.getByText("Validando tu correo electrónico...")).toBeTruthy();
});
