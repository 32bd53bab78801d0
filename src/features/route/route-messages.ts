// The texts of route planning, as SPEC §2, §4, §5 and §8 write them; resolved when shown (t or i18n._).
import { msg } from "@lingui/core/macro";

export const ROUTE_RESULTS_TITLE = msg`Mostrando las mejores gasolineras en la ruta`;
export const ORIGIN_NOT_CHOSEN_MESSAGE = msg`Debes seleccionar un origen válido de la lista al indicar el lugar`;
export const DESTINATION_NOT_CHOSEN_MESSAGE = msg`Debes seleccionar un destino válido de la lista al indicar el lugar`;
export const NO_CURRENT_POSITION_MESSAGE = msg`No es posible localizar tu posición actual :(`;
export const ROUTE_SEARCH_FAILED_MESSAGE = msg`Ocurrió un error al buscar estaciones en ruta`;
export const ROUTE_MESSAGE_ACTION = msg`Error`;
export const FUEL_PROMPT = msg`Selecciona producto`;
export const ROUTE_LOADER_TEXT = msg`Buscando estaciones...`;

// When no route can be drawn, the screen still offers what can be done without one.
export const ROUTER_UNAVAILABLE_NOTICE = msg`No hemos podido calcular la ruta: el servicio de rutas no responde ahora mismo.`;
export const NO_ROAD_ROUTE_NOTICE = msg`No hay ruta por carretera entre el origen y el destino.`;
export const NEARBY_INSTEAD = msg`Puedes buscar las gasolineras más baratas cerca de cualquiera de los dos:`;
export const SEARCH_NEAR_ORIGIN = msg`Buscar cerca del origen`;
export const SEARCH_NEAR_DESTINATION = msg`Buscar cerca del destino`;
