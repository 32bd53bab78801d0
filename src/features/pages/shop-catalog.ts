// The shop's affiliate products (SPEC §2 Shop) in three categories, as Amazon searches carrying the
// affiliate tag from the server configuration (amazonTag).
export interface ShopProduct {
  title: string;
  description: string;
  /** Amazon search terms. */
  query: string;
}

export interface ShopCategory {
  id: string;
  title: string;
  products: readonly ShopProduct[];
}

export const SHOP_CATEGORIES: readonly ShopCategory[] = [
  {
    id: "accesorios",
    title: "Accesorios para el coche",
    products: [
      { title: "Soporte de móvil para coche", description: "Lleva el navegador a la vista y las manos en el volante.", query: "soporte movil coche rejilla" },
      { title: "Organizador de maletero", description: "Todo en su sitio y sin peso suelto en el maletero.", query: "organizador maletero coche" },
      { title: "Parasol para parabrisas", description: "Mantiene el coche fresco y reduce el uso del aire acondicionado.", query: "parasol parabrisas coche" },
    ],
  },
  {
    id: "electronica",
    title: "Electrónica para el vehículo",
    products: [
      { title: "Cámara para coche", description: "Graba el trayecto delante del coche, útil en caso de accidente.", query: "camara coche dashcam" },
      { title: "Cargador USB-C para coche", description: "Carga rápida para el móvil en el mechero del coche.", query: "cargador coche usb c carga rapida" },
      { title: "Arrancador de batería portátil", description: "Arranca el coche sin otro vehículo cuando la batería falla.", query: "arrancador bateria coche portatil" },
    ],
  },
  {
    id: "herramientas",
    title: "Herramientas",
    products: [
      { title: "Compresor de aire portátil", description: "Ajusta la presión de los neumáticos en casa y ahorra combustible.", query: "compresor aire portatil coche" },
      { title: "Manómetro digital para neumáticos", description: "Comprueba la presión exacta de cada rueda.", query: "manometro digital neumaticos" },
      { title: "Kit de herramientas para coche", description: "Llaves, destornilladores y lo básico para el maletero.", query: "kit herramientas coche" },
    ],
  },
];

export function amazonUrl(query: string, affiliateTag: string): string {
  const url = new URL("https://www.amazon.es/s");
  url.searchParams.set("k", query);
  if (affiliateTag) url.searchParams.set("tag", affiliateTag);
  return url.toString();
}
