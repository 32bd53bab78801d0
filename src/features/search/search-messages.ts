// The texts of the search flow, as SPEC §2, §5 and §8 write them; resolved when shown (i18n._ or t).
import { msg } from "@lingui/core/macro";

export const SEARCH_TITLE = msg`Mostrando las gasolineras más baratas en la zona`;
export const SEARCH_LOADER_TEXT = msg`Buscando estaciones...`;
export const SEARCH_FAILED_MESSAGE = msg`Error de conexión`;
export const SEARCH_FAILED_ACTION = msg`Error!`;
export const GPS_UNAVAILABLE_MESSAGE = msg`No se ha podido establecer tu ubicación GPS, espera un minuto y vuelve a intentarlo.`;
export const NO_SEARCH_POSITION_MESSAGE = msg`No se ha podido establecer una ubicación para buscar estaciones, comprueba tu señal gps y vuelve a intentarlo en un minuto`;
export const GPS_MESSAGE_ACTION = msg`Error!`;
export const NO_FUEL_MESSAGE = msg`Selecciona combustible!`;
export const NO_FUEL_ACTION = msg`Aviso!`;
export const NO_GPS_MESSAGE = msg`No se ha podido establecer tu ubicación GPS`;
