// @vitest-environment jsdom
// Forms sent without signal (src/offline/outbox.ts): queued on the device, sent when the signal returns.
import "fake-indexeddb/auto";
import { waitFor } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { flushOutbox, postCommentOrQueue, readOutbox, sendContactOrQueue, startOutboxSync } from "../../src/offline/outbox.ts";
import { logIn, useAppTestSetup } from "../app/helpers/app-harness.tsx";
import { installFakeApi, refusal, success } from "../app/helpers/fake-api.ts";
import { goOffline, goOnline } from "./helpers/connection.ts";

useAppTestSetup();

const message = { email: "ana@example.com", asunto: "Precio raro", mensaje: "El diésel no cuadra." };
const opinion = { stationid: "1783", comentario: "Buena atención", valoracion: 4 };

test("sends a contact message at once when there is signal", async () => {
  const api = installFakeApi({ "POST /api/gasolinaeco/contact": success() });
  expect(await sendContactOrQueue(message)).toEqual({ status: "sent", message: null });
  expect(api.callsTo("POST", "/api/gasolinaeco/contact")).toHaveLength(1);
});

test("queues a contact message without trying when the browser is offline", async () => {
  const api = installFakeApi({ "POST /api/gasolinaeco/contact": success() });
  goOffline();
  expect(await sendContactOrQueue(message)).toEqual({ status: "queued" });
  expect(api.calls).toHaveLength(0);
  expect((await readOutbox()).map((item) => item.body)).toEqual([message]);
});

test("queues a message whose request gets no answer", async () => {
  installFakeApi({ "POST /api/gasolinaeco/contact": "network-error" });
  expect(await sendContactOrQueue(message)).toEqual({ status: "queued" });
  expect(await readOutbox()).toHaveLength(1);
});

test("does not queue a message the server refuses", async () => {
  installFakeApi({ "POST /api/gasolinaeco/contact": refusal("email: Email incorrecto", 400) });
  expect(await sendContactOrQueue(message)).toMatchObject({ status: "failed", failure: { message: "email: Email incorrecto" } });
  expect(await readOutbox()).toHaveLength(0);
});

test("queues an opinion written without signal", async () => {
  goOffline();
  expect(await postCommentOrQueue(opinion)).toEqual({ status: "queued" });
  expect(await readOutbox()).toMatchObject([{ kind: "comment", body: opinion }]);
});

test("sends queued messages in the order they were written", async () => {
  goOffline();
  await sendContactOrQueue({ ...message, asunto: "Primero" });
  await sendContactOrQueue({ ...message, asunto: "Segundo" });
  const api = installFakeApi({ "POST /api/gasolinaeco/contact": success() });
  await flushOutbox();
  expect(api.calls.map((c) => (c.body as { asunto: string }).asunto)).toEqual(["Primero", "Segundo"]);
});

test("empties the queue once everything is sent", async () => {
  goOffline();
  await sendContactOrQueue(message);
  installFakeApi({ "POST /api/gasolinaeco/contact": success() });
  expect(await flushOutbox()).toEqual({ sent: 1, dropped: 0, kept: 0 });
  expect(await readOutbox()).toHaveLength(0);
});

test("keeps a queued message while the server is still out of reach", async () => {
  goOffline();
  await sendContactOrQueue(message);
  installFakeApi({ "POST /api/gasolinaeco/contact": "network-error" });
  expect(await flushOutbox()).toMatchObject({ sent: 0, kept: 1 });
  expect(await readOutbox()).toHaveLength(1);
});

test("drops a queued message the server refuses, since sending it again would not help", async () => {
  goOffline();
  await sendContactOrQueue(message);
  installFakeApi({ "POST /api/gasolinaeco/contact": refusal("email: Email incorrecto", 400) });
  expect(await flushOutbox()).toMatchObject({ dropped: 1 });
  expect(await readOutbox()).toHaveLength(0);
});

test("sends a queued opinion with the session's token of the moment it is sent", async () => {
  goOffline();
  await postCommentOrQueue(opinion);
  logIn("token-later");
  const api = installFakeApi({ "POST /api/comentarios/post": success() });
  await flushOutbox();
  expect(api.calls[0]?.headers.get("Authorization")).toBe("Bearer token-later");
});

test("sends what is queued when the signal returns", async () => {
  goOffline();
  await sendContactOrQueue(message);
  const api = installFakeApi({ "POST /api/gasolinaeco/contact": success() });
  const sent = vi.fn();
  const stop = startOutboxSync(sent);
  expect(api.calls).toHaveLength(0);
  goOnline();
  await waitFor(() => expect(sent).toHaveBeenCalledWith({ sent: 1, dropped: 0, kept: 0 }));
  stop();
});

test("sends what was queued in an earlier visit when the app starts", async () => {
  goOffline();
  await sendContactOrQueue(message);
  vi.restoreAllMocks();
  const api = installFakeApi({ "POST /api/gasolinaeco/contact": success() });
  const stop = startOutboxSync(() => {});
  await waitFor(() => expect(api.calls).toHaveLength(1));
  stop();
});
