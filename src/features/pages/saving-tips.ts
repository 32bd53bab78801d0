// The ten fuel-saving tips of SPEC §2 (Tips), in its order; resolved in the app's language when shown.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export interface SavingTip {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export const SAVING_TIPS: readonly SavingTip[] = [
  {
    title: msg`Elige bien la gasolinera`,
    text: msg`Entre dos gasolineras de la misma zona puede haber más de 15 céntimos por litro de diferencia. Compara antes de repostar.`,
  },
  {
    title: msg`Conduce con suavidad`,
    text: msg`Acelera de forma progresiva, cambia pronto a una marcha larga y evita los frenazos: los acelerones son los que más gastan.`,
  },
  {
    title: msg`Aprovecha la inercia`,
    text: msg`Al acercarte a un semáforo o una bajada, levanta el pie con la marcha engranada: el motor no consume combustible.`,
  },
  {
    title: msg`Revisa la presión de los neumáticos`,
    text: msg`Unos neumáticos con poca presión aumentan el consumo y se desgastan antes. Compruébala al menos una vez al mes.`,
  },
  {
    title: msg`Sube las ventanillas`,
    text: msg`Circular con las ventanillas bajadas a velocidad de carretera empeora la aerodinámica y aumenta el consumo.`,
  },
  {
    title: msg`Lleva el maletero ligero`,
    text: msg`Cada kilo de más cuenta: saca del coche lo que no necesites y quita la baca o el cofre cuando no los uses.`,
  },
  {
    title: msg`Usa una tarjeta de fidelización`,
    text: msg`Las tarjetas de las petroleras y de los supermercados devuelven descuentos por litro que suman al final del año.`,
  },
  {
    title: msg`Apaga el motor en paradas largas`,
    text: msg`Si vas a estar parado más de un minuto, apaga el motor: al ralentí también se gasta combustible.`,
  },
  {
    title: msg`Respeta los límites de velocidad`,
    text: msg`A partir de 90 km/h el consumo se dispara: circular a 120 en lugar de 140 km/h ahorra hasta un 20 % de combustible.`,
  },
  {
    title: msg`Camina si puedes`,
    text: msg`En trayectos cortos el motor frío consume mucho más. Si puedes ir andando o en bici, tu bolsillo y tu salud lo agradecerán.`,
  },
];
