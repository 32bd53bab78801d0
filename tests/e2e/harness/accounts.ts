// Accounts for tests whose subject is not the account screens: registered and validated through the
// HTTP API (as the app would, XSRF double-submit included), then logged in through the Login screen.
import type { Page } from "playwright-core";
import type { AppServer } from "./app-server.ts";
import { waitForMailTo } from "./outbox.ts";

async function xsrfCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/health`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="));
  if (!cookie) throw new Error("the server gave no XSRF-TOKEN cookie on /api/health");
  return cookie.slice("XSRF-TOKEN=".length).split(";")[0]!;
}

async function post(baseUrl: string, xsrf: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `XSRF-TOKEN=${xsrf}`, "x-xsrf-token": xsrf },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
}

/** Registers `email` and follows the validation link of its mail in the outbox. */
export async function createValidatedUser(server: AppServer, email: string, password: string): Promise<void> {
  const xsrf = await xsrfCookie(server.url);
  await post(server.url, xsrf, "/api/users/register", { email, password });
  const mail = await waitForMailTo(server.dataDir, email);
  const guid = /\/validaremail\/([\w-]+)/.exec(mail)?.[1];
  if (!guid) throw new Error(`no validation link in the mail to ${email}:\n${mail}`);
  await post(server.url, xsrf, "/api/users/validaremail", { guid });
}

/** Logs in on the Login screen and waits until the header shows the profile button. */
export async function logInThroughUi(page: Page, loginUrl: string, email: string, password: string): Promise<void> {
  await page.goto(loginUrl);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/welcome");
  await page.locator("header").getByRole("link", { name: "Mi perfil" }).waitFor();
}
