// @vitest-environment jsdom
// The contact form without signal: the message is queued and the user told so.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { readOutbox } from "../../src/offline/outbox.ts";
import { renderApp, useAppTestSetup } from "../app/helpers/app-harness.tsx";
import { goOffline } from "./helpers/connection.ts";

useAppTestSetup();

const QUEUED_MESSAGE = "Sin conexión: tu mensaje se enviará cuando vuelva la señal.";
const OFFLINE_TEXT = "Se muestran los datos guardados en tu dispositivo.";

function fill(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

async function sendWithoutSignal() {
  await renderApp("/contacto");
  await screen.findByRole("heading", { level: 1, name: "Buzón de contacto" });
  fill("Email", "ana@example.com");
  fill("Asunto", "Precio raro");
  fill("Mensaje", "El diésel no cuadra.");
  goOffline();
  fireEvent.click(screen.getByRole("button", { name: "Enviar comentario" }));
}

test("tells the user the message will be sent when the signal returns", async () => {
  await sendWithoutSignal();
  expect(await screen.findByText(QUEUED_MESSAGE)).toBeTruthy();
});

test("keeps the message on the device", async () => {
  await sendWithoutSignal();
  await screen.findByText(QUEUED_MESSAGE);
  expect(await readOutbox()).toMatchObject([{ kind: "contact", body: { asunto: "Precio raro" } }]);
});

test("clears the form once the message is queued", async () => {
  await sendWithoutSignal();
  await screen.findByText(QUEUED_MESSAGE);
  await waitFor(() => expect((screen.getByLabelText("Mensaje") as HTMLTextAreaElement).value).toBe(""));
});

test("shows the offline banner while there is no connection", async () => {
  await sendWithoutSignal();
  expect(await screen.findByText(OFFLINE_TEXT)).toBeTruthy();
});
