// @vitest-environment jsdom
// contacto (SPEC §2, §5, §8).
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, refusal, success } from "../helpers/fake-api.ts";

const { consoleError } = useAppTestSetup();


async function openContact() {
  await renderApp("/contacto");
  await screen.findByRole("heading", { level: 1, name: "Buzón de contacto" });
}

function fill(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

function fillForm() {
  fill("Email", "ana@example.com");
  fill("Asunto", "Precio raro");
  fill("Mensaje", "El precio de la gasolinera no cuadra.");
}

const sendButton = () => screen.getByRole("button", { name: "Enviar comentario" }) as HTMLButtonElement;

test("requires an email", async () => {
  await openContact();
  fill("Email", "");
  expect(screen.getByText("Email obligatorio")).toBeTruthy();
});

test("requires a valid email", async () => {
  await openContact();
  fill("Email", "ana");
  expect(screen.getByText("Email incorrecto")).toBeTruthy();
});

test("requires asunto", async () => {
  await openContact();
  fill("Asunto", "");
  expect(screen.getByText("Campo obligatorio")).toBeTruthy();
});

test("requires mensaje", async () => {
  await openContact();
  fill("Mensaje", "");
  expect(screen.getByText("Campo obligatorio")).toBeTruthy();
});

test("refuses a message longer than 500 characters", async () => {
  await openContact();
  fillForm();
  fill("Mensaje", "a".repeat(501));
  expect(screen.getByText("Máximo 500 caracteres")).toBeTruthy();
  expect(sendButton().disabled).toBe(true);
});

test("counts the characters of the message", async () => {
  await openContact();
  fill("Mensaje", "Hola");
  expect(screen.getByText("4 / 500")).toBeTruthy();
});

test("keeps 'Enviar comentario' disabled while the form is invalid", async () => {
  await openContact();
  fill("Email", "ana@example.com");
  expect(sendButton().disabled).toBe(true);
});

test("sends email, asunto and mensaje", async () => {
  const api = installFakeApi({ "POST /api/gasolinaeco/contact": success() });
  await openContact();
  fillForm();
  fireEvent.click(sendButton());
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(api.calls[0]?.body).toEqual({ email: "ana@example.com", asunto: "Precio raro", mensaje: "El precio de la gasolinera no cuadra." });
});

test("says 'Mensaje enviado correctamente' with 'Enviado' after sending", async () => {
  installFakeApi({ "POST /api/gasolinaeco/contact": success() });
  await openContact();
  fillForm();
  fireEvent.click(sendButton());
  expect(await screen.findByText("Mensaje enviado correctamente")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Enviado" })).toBeTruthy();
});

test("clears the form after sending", async () => {
  installFakeApi({ "POST /api/gasolinaeco/contact": success() });
  await openContact();
  fillForm();
  fireEvent.click(sendButton());
  await screen.findByText("Mensaje enviado correctamente");
  expect((screen.getByLabelText("Mensaje") as HTMLTextAreaElement).value).toBe("");
  expect(screen.queryByText("Email obligatorio")).toBeNull();
});

test("a failure is logged only and keeps what was written", async () => {
  // A refusal: a message that got no answer at all is queued instead (tests/offline/contact-offline.test.tsx).
  installFakeApi({ "POST /api/gasolinaeco/contact": refusal("Demasiados mensajes", 400) });
  await openContact();
  fillForm();
  fireEvent.click(sendButton());
  await waitFor(() => expect(consoleError()).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByText("procesando...")).toBeNull());
  expect(screen.queryByText("Mensaje enviado correctamente")).toBeNull();
  expect((screen.getByLabelText("Asunto") as HTMLInputElement).value).toBe("Precio raro");
});
