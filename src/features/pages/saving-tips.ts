// The ten fuel-saving tips of SPEC §2 (Tips), in its order.
export interface SavingTip {
  title: string;
  text: string;
}

export const SAVING_TIPS: readonly SavingTip[] = [
  {
    title: "Elige bien la gasolinera",
    text: "Entre dos gasolineras de la misma zona puede haber más de 15 céntimos por litro de diferencia. Compara antes de repostar.",
  },
  {
    title: "Conduce con suavidad",
    text: "Acelera de forma progresiva, cambia pronto a una marcha larga y evita los frenazos: los acelerones son los que más gastan.",
  },
  {
    title: "Aprovecha la inercia",
    text: "Al acercarte a un semáforo o una bajada, levanta el pie con la marcha engranada: el motor no consume combustible.",
  },
  {
    title: "Revisa la presión de los neumáticos",
    text: "Unos neumáticos con poca presión aumentan el consumo y se desgastan antes. Compruébala al menos una vez al mes.",
  },
  {
    title: "Sube las ventanillas",
    text: "Circular con las ventanillas bajadas a velocidad de carretera empeora la aerodinámica y aumenta el consumo.",
  },
  {
    title: "Lleva el maletero ligero",
    text: "Cada kilo de más cuenta: saca del coche lo que no necesites y quita la baca o el cofre cuando no los uses.",
  },
  {
    title: "Usa una tarjeta de fidelización",
    text: "Las tarjetas de las petroleras y de los supermercados devuelven descuentos por litro que suman al final del año.",
  },
  {
    title: "Apaga el motor en paradas largas",
    text: "Si vas a estar parado más de un minuto, apaga el motor: al ralentí también se gasta combustible.",
  },
  {
    title: "Respeta los límites de velocidad",
    text: "A partir de 90 km/h el consumo se dispara: circular a 120 en lugar de 140 km/h ahorra hasta un 20 % de combustible.",
  },
  {
    title: "Camina si puedes",
    text: "En trayectos cortos el motor frío consume mucho más. Si puedes ir andando o en bici, tu bolsillo y tu salud lo agradecerán.",
  },
];
