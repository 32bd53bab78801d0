// In a real browser: a new visitor accepts cookies, registers, validates the e-mail from the
// outbox, logs in, sets a 50-litre tank, reads both reports and Config, and logs out. The tests share
// one server and one browser context and run in order: each starts where the previous one left off.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { STORAGE_KEYS } from "../../src/stores/storage-keys.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { readLocalData, waitForLocalData } from "./harness/local-data.ts";
import { waitForMailTo } from "./harness/outbox.ts";
import { shoot } from "./harness/screenshots.ts";

const HOME_TITLE = "GasolinaEco | Encuentra la gasolinera mas barata y ahorra";
const EMAIL = `conductora.${Date.now()}@example.com`;
const PASSWORD = "gasoil-barato-2026";
const USERNAME = "conductora_e2e";
/** A price as SPEC §9 shows it: 3 decimals, decimal comma, euro sign ("1,459 €"), or '-' for none. */
const PRICE_CELL = /^(\d,\d{3}\s€|-)$/;

/** Screenshots at both sizes; the screen must fit a 360 px phone without scrolling sideways. */
async function shootFitting(page: Page, name: string): Promise<void> {
  const shots = await shoot(page, name);
  expect(shots.map(({ width, overflowPx }) => ({ width, overflowPx }))).toEqual(shots.map(({ width }) => ({ width, overflowPx: 0 })));
}

const profileButton = (page: Page) => page.getByRole("link", { name: "Mi perfil", exact: true }).and(page.locator("header a"));

async function reportRow(page: Page, name: string): Promise<string[]> {
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await row.waitFor();
  return row.getByRole("cell").allInnerTexts();
}

describeInBrowser("account flow of a new user", {}, (session) => {
  it("opens Home with its title and headline", async () => {
    const { page, url } = session();
    await page.goto(url("/"));
    await page.getByRole("heading", { level: 1, name: "Encuentra la gasolinera más barata de España" }).waitFor();
    expect(await page.title()).toBe(HOME_TITLE);
    await shootFitting(page, "home-cookie-banner");
  });

  it("hides the cookie banner once accepted, also after a reload", async () => {
    const { page } = session();
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    await banner.waitFor();
    await banner.getByRole("button", { name: "Aceptar" }).click();
    await banner.waitFor({ state: "detached" });
    await waitForLocalData(page, STORAGE_KEYS.cookieConsent, (value) => value === "1");

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Encuentra la gasolinera más barata de España" }).waitFor();
    expect(await banner.count()).toBe(0);
    await shootFitting(page, "home");
  });

  it("keeps Tab inside the menu, both ways, and gives focus back to the menu button on Escape", async () => {
    const { page } = session();
    const menuButton = page.getByRole("button", { name: "Abrir menú" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "GasolinaEco" });
    await menu.waitFor();
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");
    expect(await focusedName()).toBe("Cerrar menú");
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName()).toBe("Contacto");
    await page.keyboard.press("Tab");
    expect(await focusedName()).toBe("Cerrar menú");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await focusedName()).toBe("Abrir menú");
  });

  it("registers with e-mail and a repeated password and lands on registro-ok", async () => {
    const { page } = session();
    await page.getByRole("link", { name: "Regístrate" }).click();
    await page.getByRole("heading", { name: "Nueva cuenta" }).waitFor();
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Repite la contraseña").fill(PASSWORD);
    await shootFitting(page, "registro");
    await page.getByRole("button", { name: "Registrarse" }).click();

    await page.waitForURL("**/registro-ok");
    await page.getByText("Registro completado correctamente.").waitFor();
    await shootFitting(page, "registro-ok");
  });

  it("validates the address with the link of the mail in the outbox", async () => {
    const { page, server, url } = session();
    const mail = await waitForMailTo(server.dataDir, EMAIL);
    const link = /https?:\/\/\S+(\/validaremail\/[\w-]+)/.exec(mail);
    expect(link, `validation link in:\n${mail}`).not.toBeNull();

    await page.goto(url(link![1]!));
    await page.getByText("Gracias, tu correo electrónico ha quedado validado.").waitFor();
    await shootFitting(page, "validaremail");
  });

  it("logs in with 'Mantenerme conectado' and shows the profile button", async () => {
    const { page } = session();
    await page.getByRole("link", { name: "Login" }).click();
    await page.getByRole("heading", { name: "Login", level: 1 }).waitFor();
    expect(await profileButton(page).count()).toBe(0);
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Contraseña").fill(PASSWORD);
    await page.getByLabel("Mantenerme conectado").check();
    await shootFitting(page, "login");
    // After login the app loads the profile (SPEC §6); the profile screen starts from it.
    const profileLoaded = page.waitForResponse((response) => response.url().endsWith("/api/users/getuserdata"));
    await page.getByRole("button", { name: "Login" }).click();

    expect((await profileLoaded).status()).toBe(200);
    await page.waitForURL("**/welcome");
    await profileButton(page).waitFor();
    const token = JSON.parse((await waitForLocalData(page, STORAGE_KEYS.token, (value) => typeof value === "string")) as string) as string;
    // 'Mantenerme conectado' asks for the long-lived token: days, not the 12 hours of a plain login.
    const { iat, exp } = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { iat: number; exp: number };
    expect((exp - iat) / 3600).toBeGreaterThan(24);
    await shootFitting(page, "welcome-logged-in");
  });

  it("saves a username and a 50-litre tank with 'Actualizar datos'", async () => {
    const { page } = session();
    await profileButton(page).click();
    await page.getByRole("heading", { name: "Mi perfil", level: 1 }).waitFor();
    await page.getByText(EMAIL).waitFor();
    await page.getByLabel("Nombre de usuario").fill(USERNAME);
    await page.getByLabel("Depósito (litros)").fill("50");
    await page.getByRole("button", { name: "Actualizar datos" }).click();

    await page.getByRole("status").getByText("Tus datos se han actualizado correctamente").waitFor();
    await shootFitting(page, "usuario");
  });

  it("keeps the username and the tank after a reload", async () => {
    const { page } = session();
    await page.reload();
    await page.getByRole("heading", { name: "Mi perfil", level: 1 }).waitFor();
    const username = page.getByLabel("Nombre de usuario");
    await expect.poll(() => username.inputValue()).toBe(USERNAME);
    expect(await page.getByLabel("Depósito (litros)").inputValue()).toBe("50");
    await shootFitting(page, "usuario-reloaded");
  });

  it("opens the province report from Datos with prices of 3 decimals and €", async () => {
    const { page } = session();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await shootFitting(page, "sidebar");
    await page.getByRole("dialog").getByRole("link", { name: "Datos" }).click();
    await page.getByRole("heading", { name: "Datos", level: 1 }).waitFor();
    await shootFitting(page, "datos");
    await page.getByRole("link", { name: "Precio medio por provincia" }).click();

    const madrid = await reportRow(page, "MADRID");
    expect(madrid).toHaveLength(4);
    madrid.forEach((cell) => expect(cell).toMatch(PRICE_CELL));
    expect(madrid[0]).not.toBe("-"); // diesel is sold everywhere in Madrid
    await shootFitting(page, "informe-preciomedio-provincia");
  });

  it("opens the brand report with the same price format", async () => {
    const { page } = session();
    await page.goBack();
    await page.getByRole("link", { name: "Precio medio por bandera" }).click();

    const repsol = await reportRow(page, "Repsol");
    expect(repsol).toHaveLength(4);
    repsol.forEach((cell) => expect(cell).toMatch(PRICE_CELL));
    expect(repsol[1]).not.toBe("-"); // Repsol sells 95
    await shootFitting(page, "informe-preciomedio-bandera");
  });

  it("shows the API host and the server configuration with version 1.0.0 on Config", async () => {
    const { page, server, url } = session();
    await page.goto(url("/config"));
    await page.getByRole("heading", { name: "Configuración sistema" }).waitFor();
    expect(await page.locator(".config-list code").innerText()).toBe(server.url);
    const json = page.getByLabel("Configuración del servidor en JSON");
    await json.waitFor();
    expect(JSON.parse(await json.innerText())).toMatchObject({ version: "1.0.0" });
    await shootFitting(page, "config");
  });

  it("logs out from the menu: session closed, no profile button, no token stored", async () => {
    const { page } = session();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cerrar sesión" }).click();

    await page.getByText("Sesión cerrada correctamente.").waitFor();
    expect(await profileButton(page).count()).toBe(0);
    await waitForLocalData(page, STORAGE_KEYS.token, (value) => value === undefined);
    expect(await readLocalData(page, STORAGE_KEYS.login)).toBeUndefined();
    await shootFitting(page, "logout");
  });
});
