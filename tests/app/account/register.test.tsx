// @vitest-environment jsdom
// Registration and registration completed (SPEC §2, §4, §5, §8).
import "fake-indexeddb/auto";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { useUiStore } from "../../../src/stores/ui-store.ts";
import { currentPath, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { deferredReply, installFakeApi, refusal, success } from "../helpers/fake-api.ts";

const { consoleError } = useAppTestSetup();


const FAILED_PREFIX = "Ocurrió un error durante el proceso de registro, prueba mas tarde: ";

async function openRegistration() {
  await renderApp("/registro");
  await screen.findByRole("heading", { level: 1, name: "Nueva cuenta" });
}

function fill(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

function fillForm(password2 = "secreto1") {
  fill("Email", "ana@example.com");
  fill("Contraseña", "secreto1");
  fill("Repite la contraseña", password2);
}

const submitButton = () => screen.getByRole("button", { name: "Registrarse" }) as HTMLButtonElement;

test("says 'Email obligatorio' when the email is left empty", async () => {
  await openRegistration();
  fill("Email", "");
  expect(screen.getByText("Email obligatorio")).toBeTruthy();
});

test("says 'Email incorrecto' for an invalid address", async () => {
  await openRegistration();
  fill("Email", "ana@");
  expect(screen.getByText("Email incorrecto")).toBeTruthy();
});

test("says 'min. 6 caracteres' under a short password", async () => {
  await openRegistration();
  fill("Contraseña", "abc");
  expect(screen.getByText("min. 6 caracteres")).toBeTruthy();
});

test("says 'min. 6 caracteres' under a short repeated password", async () => {
  await openRegistration();
  fill("Repite la contraseña", "abc");
  expect(screen.getByText("min. 6 caracteres")).toBeTruthy();
});

test("keeps Registrarse disabled while the form is invalid", async () => {
  await openRegistration();
  fill("Email", "ana@example.com");
  fill("Contraseña", "secreto1");
  expect(submitButton().disabled).toBe(true);
});

test("the show/hide toggle reveals both passwords", async () => {
  await openRegistration();
  fireEvent.click(screen.getByRole("button", { name: "Mostrar contraseñas" }));
  expect((screen.getByLabelText("Contraseña") as HTMLInputElement).type).toBe("text");
  expect((screen.getByLabelText("Repite la contraseña") as HTMLInputElement).type).toBe("text");
  expect(screen.getByRole("button", { name: "Mostrar contraseñas" }).getAttribute("aria-pressed")).toBe("true");
});

test("mismatched passwords show 'Las passwords no coinciden.' with 'Aviso!' and send nothing", async () => {
  const api = installFakeApi();
  await openRegistration();
  fillForm("otra-clave");
  fireEvent.click(submitButton());
  expect(screen.getByText("Las passwords no coinciden.")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Aviso!" })).toBeTruthy();
  expect(api.calls).toHaveLength(0);
});

test("the mismatch notice stays 4 seconds", async () => {
  await openRegistration();
  fillForm("otra-clave");
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  fireEvent.click(submitButton());
  act(() => vi.advanceTimersByTime(3999));
  expect(screen.getByText("Las passwords no coinciden.")).toBeTruthy();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText("Las passwords no coinciden.")).toBeNull();
});

test("sends email and password to /api/users/register", async () => {
  const api = installFakeApi({ "POST /api/users/register": success() });
  await openRegistration();
  fillForm();
  fireEvent.click(submitButton());
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(api.calls[0]).toMatchObject({ path: "/api/users/register", body: { email: "ana@example.com", password: "secreto1" } });
});

test("shows the loader 'Registrando...' while registering", async () => {
  const reply = deferredReply();
  installFakeApi({ "POST /api/users/register": reply.route });
  await openRegistration();
  fillForm();
  fireEvent.click(submitButton());
  expect(await screen.findByText("Registrando...")).toBeTruthy();
  reply.release(success());
  await waitFor(() => expect(screen.queryByText("Registrando...")).toBeNull());
});

test("goes to registro-ok on success", async () => {
  installFakeApi({ "POST /api/users/register": success() });
  await openRegistration();
  fillForm();
  fireEvent.click(submitButton());
  expect(await screen.findByText("Registro completado correctamente.")).toBeTruthy();
  expect(currentPath()).toBe("/registro-ok");
});

test("a refusal shows the failure notice with the server's message and 'Aviso!'", async () => {
  installFakeApi({ "POST /api/users/register": refusal("El email ya está registrado", 409) });
  await openRegistration();
  fillForm();
  fireEvent.click(submitButton());
  expect(await screen.findByText(`${FAILED_PREFIX}El email ya está registrado`)).toBeTruthy();
  expect(screen.getByRole("button", { name: "Aviso!" })).toBeTruthy();
});

test("the failure notice is a 4-second snack", async () => {
  installFakeApi({ "POST /api/users/register": refusal("El email ya está registrado") });
  await openRegistration();
  fillForm();
  fireEvent.click(submitButton());
  await screen.findByText(/^Ocurrió un error durante el proceso de registro/);
  expect(useUiStore.getState().snack?.duration).toBe(4000);
});

test("a lost connection is logged only", async () => {
  installFakeApi({ "POST /api/users/register": "network-error" });
  await openRegistration();
  fillForm();
  fireEvent.click(submitButton());
  await waitFor(() => expect(consoleError()).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByText("procesando...")).toBeNull());
  expect(screen.queryByText(/^Ocurrió un error/)).toBeNull();
  expect(currentPath()).toBe("/registro");
});

test("lists the benefits of registering", async () => {
  await openRegistration();
  const benefits = screen.getByRole("complementary", { name: "Ventajas de registrarte" });
  expect(benefits.textContent).toMatch(/Comenta/);
  expect(benefits.textContent).toMatch(/depósito/);
  expect(benefits.textContent).toMatch(/rutas.*próximamente/);
});

test("registro-ok has a button to login", async () => {
  await renderApp("/registro-ok");
  fireEvent.click(await screen.findByRole("link", { name: "Login" }));
  expect(currentPath()).toBe("/login");
});
