// @vitest-environment jsdom
// Login (SPEC §2, §4, §5, §8).
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { currentPath, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { deferredReply, installFakeApi, refusal, success } from "../helpers/fake-api.ts";

const { consoleError } = useAppTestSetup();


const FAILED = "El proceso de identificación ha fallado, por favor revisa las credenciales y vuelvelo a intentar.";
const profile = { username: "Ana", tipovehiculo: null, istaxi: false, marcavehiculo: null, deposito: 50 };

async function openLogin() {
  await renderApp("/login");
  await screen.findByRole("heading", { level: 1, name: "Login" });
}

function fill(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

function fillValid(email = "ana@example.com", password = "secreto1") {
  fill("Email", email);
  fill("Contraseña", password);
}

const loginButton = () => screen.getByRole("button", { name: "Login" }) as HTMLButtonElement;

test("says 'Introduce un correo válido' for an address without @", async () => {
  await openLogin();
  fill("Email", "ana.example.com");
  expect(screen.getByText("Introduce un correo válido")).toBeTruthy();
});

test("says 'Introduce un correo válido' when the email is left empty", async () => {
  await openLogin();
  fill("Email", "");
  expect(screen.getByText("Introduce un correo válido")).toBeTruthy();
});

test("says 'Campo obligatorio, min. 6 caracteres' for a 5-character password", async () => {
  await openLogin();
  fill("Contraseña", "12345");
  expect(screen.getByText("Campo obligatorio, min. 6 caracteres")).toBeTruthy();
});

test("ties the error to its field for screen readers", async () => {
  await openLogin();
  fill("Email", "x");
  const email = screen.getByLabelText("Email");
  expect(email.getAttribute("aria-invalid")).toBe("true");
  expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe("Introduce un correo válido");
});

test("keeps Login disabled while the form is invalid", async () => {
  await openLogin();
  fill("Email", "ana@example.com");
  expect(loginButton().disabled).toBe(true);
});

test("enables Login once email and password are valid", async () => {
  await openLogin();
  fillValid();
  expect(loginButton().disabled).toBe(false);
});

test("submitting an invalid form sends nothing", async () => {
  const api = installFakeApi();
  await openLogin();
  fill("Email", "ana@example.com");
  fireEvent.submit(loginButton().closest("form")!);
  expect(api.calls).toHaveLength(0);
});

test("sends email, password and 'Mantenerme conectado' to /api/token/login", async () => {
  const api = installFakeApi({ "POST /api/token/login": success("jwt-1"), "GET /api/users/getuserdata": success(profile) });
  await openLogin();
  fillValid();
  fireEvent.click(screen.getByLabelText("Mantenerme conectado"));
  fireEvent.click(loginButton());
  await waitFor(() => expect(api.callsTo("POST", "/api/token/login")).toHaveLength(1));
  expect(api.calls[0]?.body).toEqual({ email: "ana@example.com", password: "secreto1", keep: true });
});

test("shows the loader 'login...' while logging in", async () => {
  const reply = deferredReply();
  installFakeApi({ "POST /api/token/login": reply.route });
  await openLogin();
  fillValid();
  fireEvent.click(loginButton());
  expect(await screen.findByText("login...")).toBeTruthy();
  reply.release(success("jwt-1"));
  await waitFor(() => expect(screen.queryByText("login...")).toBeNull());
});

test("stores the token and the email as login on success", async () => {
  installFakeApi({ "POST /api/token/login": success("jwt-1"), "GET /api/users/getuserdata": success(profile) });
  await openLogin();
  fillValid();
  fireEvent.click(loginButton());
  await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ token: "jwt-1", login: "ana@example.com" }));
});

test("goes to /welcome on success", async () => {
  installFakeApi({ "POST /api/token/login": success("jwt-1"), "GET /api/users/getuserdata": success(profile) });
  await openLogin();
  fillValid();
  fireEvent.click(loginButton());
  await waitFor(() => expect(currentPath()).toBe("/welcome"));
});

test("loads the user's data with the new token after login", async () => {
  const api = installFakeApi({ "POST /api/token/login": success("jwt-1"), "GET /api/users/getuserdata": success(profile) });
  await openLogin();
  fillValid();
  fireEvent.click(loginButton());
  await waitFor(() => expect(useSessionStore.getState().user).toEqual(profile));
  expect(api.callsTo("GET", "/api/users/getuserdata")[0]?.headers.get("Authorization")).toBe("Bearer jwt-1");
});

test("shows the failure message when the server answers success false", async () => {
  installFakeApi({ "POST /api/token/login": refusal("Credenciales no válidas") });
  await openLogin();
  fillValid();
  fireEvent.click(loginButton());
  expect((await screen.findByRole("alert")).textContent).toBe(FAILED);
  expect(currentPath()).toBe("/login");
});

test("shows the failure message when the connection fails", async () => {
  installFakeApi({ "POST /api/token/login": "network-error" });
  await openLogin();
  fillValid();
  fireEvent.click(loginButton());
  expect((await screen.findByRole("alert")).textContent).toBe(FAILED);
  expect(consoleError()).toHaveBeenCalled();
});

test("'Create una cuenta' leads to registro", async () => {
  await openLogin();
  fireEvent.click(screen.getByRole("link", { name: "Create una cuenta" }));
  expect(currentPath()).toBe("/registro");
});
