// The shop's affiliate products (SPEC §2 Shop) in three categories, as Amazon searches carrying the
// affiliate tag from the server configuration (amazonTag). Titles and descriptions are resolved in the
// app's language when shown; the searches stay in Spanish, as amazon.es reads them.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export interface ShopProduct {
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** Amazon search terms. */
  query: string;
}

export interface ShopCategory {
  id: string;
  title: MessageDescriptor;
  products: readonly ShopProduct[];
}

export const SHOP_CATEGORIES: readonly ShopCategory[] = [
  {
    id: "accesorios",
    title: msg`Accesorios para el coche`,
    products: [
      { title: msg`Soporte de móvil para coche`, description: msg`Lleva el navegador a la vista y las manos en el volante.`, query: "soporte movil coche rejilla" },
      { title: msg`Organizador de maletero`, description: msg`Todo en su sitio y sin peso suelto en el maletero.`, query: "organizador maletero coche" },
      { title: msg`Parasol para parabrisas`, description: msg`Mantiene el coche fresco y reduce el uso del aire acondicionado.`, query: "parasol parabrisas coche" },
    ],
  },
  {
    id: "electronica",
    title: msg`Electrónica para el vehículo`,
    products: [
      { title: msg`Cámara para coche`, description: msg`Graba el trayecto delante del coche, útil en caso de accidente.`, query: "camara coche dashcam" },
      { title: msg`Cargador USB-C para coche`, description: msg`Carga rápida para el móvil en el mechero del coche.`, query: "cargador coche usb c carga rapida" },
      { title: msg`Arrancador de batería portátil`, description: msg`Arranca el coche sin otro vehículo cuando la batería falla.`, query: "arrancador bateria coche portatil" },
    ],
  },
  {
    id: "herramientas",
    title: msg`Herramientas`,
    products: [
      { title: msg`Compresor de aire portátil`, description: msg`Ajusta la presión de los neumáticos en casa y ahorra combustible.`, query: "compresor aire portatil coche" },
      { title: msg`Manómetro digital para neumáticos`, description: msg`Comprueba la presión exacta de cada rueda.`, query: "manometro digital neumaticos" },
      { title: msg`Kit de herramientas para coche`, description: msg`Llaves, destornilladores y lo básico para el maletero.`, query: "kit herramientas coche" },
    ],
  },
];

export function amazonUrl(query: string, affiliateTag: string): string {
  const url = new URL("https://www.amazon.es/s");
  url.searchParams.set("k", query);
  if (affiliateTag) url.searchParams.set("tag", affiliateTag);
  return url.toString();
}
