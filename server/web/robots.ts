// robots.txt and sitemap.xml: what search engines may index (the public screens of SPEC §2) and what
// they should leave alone (the API, personal and one-off pages, the forecourt kiosk). Built from
// PUBLIC_URL, since both name absolute addresses.
import { escapeText } from "../../src/domain/markup-escape.ts";

/** The screens anyone can open and that say the same to everyone. */
export const PUBLIC_PAGES = [
  "/",
  "/nueva-ruta",
  "/datos",
  "/informe-preciomedio-provincia",
  "/informe-preciomedio-bandera",
  "/consejos-ahorrar-combustible",
  "/tienda",
  "/contacto",
  "/privacidad",
] as const;

const NOT_FOR_INDEXING = ["/api/", "/usuario", "/logout", "/login", "/registro", "/validaremail/", "/kiosko/", "/error/", "/config"];

export function robotsTxt(publicUrl: string): string {
  return [
    "# GasolinaEco: precios oficiales de carburantes en España",
    "User-agent: *",
    "Allow: /",
    ...NOT_FOR_INDEXING.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((p) => `  <url><loc>${escapeText(publicUrl + p)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}
