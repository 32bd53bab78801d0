// A price alert from the tap in Chromium to the notification on screen, with only the browser's push
// service stood in for. Chromium registers a subscription with Google's push service (unreachable
// here, and refused in incognito contexts), so the page's pushManager hands out a subscription at the
// local push service of tests/helpers/local-push-service.ts, with browser keys made in the test. Then
// everything is real: the app's form posts the subscription, the operator re-ingests a lower price
// (POST /api/admin/ingesta), the server encrypts and signs the push (RFC 8291, RFC 8292), the local
// service checks and decrypts it, and the decrypted message is handed to the app's service worker
// (DevTools' ServiceWorker.deliverPushMessage, what the push service would do), which shows it.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { feedJson, feedRow } from "../server/feed/feed-fixture.ts";
import { startLocalPushService, type LocalPushService, type TestSubscription } from "../helpers/local-push-service.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { shoot } from "./harness/screenshots.ts";

const ADMIN_TOKEN = "admin-token-of-the-push-browser-test-0123";
const STATION = { id: "4001", rotulo: "PLENOIL ABRERA" };

const feed = (precio95: string, fecha: string) =>
  feedJson([
    feedRow({ IDEESS: STATION.id, "Rótulo": STATION.rotulo, "Precio Gasolina 95 E5": precio95 }),
    feedRow({ IDEESS: "4002", "Rótulo": "GALP ABRERA", Latitud: "41,520000", "Precio Gasolina 95 E5": "1,559" }),
  ], fecha);

let push: LocalPushService;
let dir: string;
let feedFile: string;
let subscription: TestSubscription;

/** The subscription the page's pushManager gives: the local push service's, with this test's keys. */
async function standInForBrowserPushService(page: Page, json: TestSubscription["json"]): Promise<void> {
  await page.addInitScript((sub) => {
    // Kept across page loads, as a browser keeps its subscription.
    const SUBSCRIBED = "test-push-subscribed";
    const fake = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem(SUBSCRIBED);
        return true;
      },
      toJSON: () => sub,
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function subscribe() {
      localStorage.setItem(SUBSCRIBED, "1");
      return fake;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return localStorage.getItem(SUBSCRIBED) ? fake : null;
    };
  }, json);
}

describeInBrowser(
  "a price alert from the station page to the notification",
  {
    context: { permissions: ["notifications"], serviceWorkers: "allow" },
    serverEnv: async () => {
      dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-push-e2e-"));
      feedFile = path.join(dir, "feed.json");
      await writeFile(feedFile, feed("1,519", "25/11/2026 10:00:00"));
      push = await startLocalPushService();
      subscription = push.subscribe();
      return { FEED_FILE: feedFile, ADMIN_TOKEN, PUSH_ENDPOINT_ALLOW: push.origin };
    },
    teardown: async () => {
      await push?.close();
      await rm(dir, { recursive: true, force: true });
    },
  },
  (session) => {
    it("subscribes from the station page and lists the alert as this browser's", async () => {
      const { page, url } = session();
      await standInForBrowserPushService(page, subscription.json);
      await page.goto(url(`/station/${STATION.id}`));
      const cookies = page.getByRole("region", { name: "Aviso de cookies" });
      if (await cookies.isVisible()) await cookies.getByRole("button", { name: "Aceptar" }).click();
      await page.getByRole("button", { name: "Avísame cuando baje el precio" }).click();
      const form = page.getByRole("form", { name: "Aviso de precio" });
      await form.getByLabel("Avísame cuando").selectOption("95");
      await form.getByLabel("baje de").fill("1,500");
      await form.getByRole("button", { name: "Avisarme (Gasolina 95)" }).click();
      await form.getByRole("status").getByText("Aviso creado: te avisaremos cuando baje.").waitFor();
      await shoot(page, "alerta-push-creada");

      await page.goto(url("/alertas"));
      await page.getByText("Cuando la gasolina 95 baje de 1,500\u00a0€").waitFor();
      await page.getByText("Notificación en este navegador").waitFor();
    });

    it("after a re-ingest lowers the price, the push arrives encrypted and the worker shows it", async () => {
      const { page, server } = session();
      await writeFile(feedFile, feed("1,459", "25/11/2026 10:30:00"));
      const ingest = await fetch(`${server.url}/api/admin/ingesta`, { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(ingest.status).toBe(200);

      const [message] = await push.waitFor(subscription, 1, 10_000);
      expect(push.problems).toEqual([]);
      expect(message!.payload).toMatchObject({
        titulo: `Gasolina 95 a 1,459\u00a0€ en ${STATION.rotulo}`,
        url: `/station/${STATION.id}`,
        precio: 1.459,
        precioAnterior: 1.519,
      });

      // What the push service does next: hand the message to this browser's worker.
      const cdp = await page.context().newCDPSession(page);
      const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
        cdp.on("ServiceWorker.workerRegistrationUpdated", (event: { registrations: { registrationId: string; scopeURL: string }[] }) => {
          if (event.registrations.length > 0) resolve(event.registrations);
        });
      });
      await cdp.send("ServiceWorker.enable");
      const origin = new URL(server.url).origin;
      const registration = (await registrations).find((r) => r.scopeURL.startsWith(origin))!;
      await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registration.registrationId, data: JSON.stringify(message!.payload) });

      // Polled: the worker shows the notification some milliseconds after the push is delivered.
      const shownNotifications = () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.ready;
          return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body }));
        });
      await expect.poll(shownNotifications, { timeout: 10_000, interval: 100 }).toEqual([
        { title: `Gasolina 95 a 1,459\u00a0€ en ${STATION.rotulo}`, body: expect.stringContaining("antes 1,519\u00a0€") },
      ]);
    });
  },
);
