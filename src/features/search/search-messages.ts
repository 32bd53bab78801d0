// The texts of the search flow, as SPEC §2, §5 and §8 write them.
export const SEARCH_TITLE = "Mostrando las gasolineras más baratas en la zona";
export const SEARCH_LOADER_TEXT = "Buscando estaciones...";
export const SEARCH_FAILED_MESSAGE = "Error de conexión";
export const SEARCH_FAILED_ACTION = "Error!";
export const GPS_UNAVAILABLE_MESSAGE = "No se ha podido establecer tu ubicación GPS, espera un minuto y vuelve a intentarlo.";
export const NO_SEARCH_POSITION_MESSAGE =
  "No se ha podido establecer una ubicación para buscar estaciones, comprueba tu señal gps y vuelve a intentarlo en un minuto";
export const GPS_MESSAGE_ACTION = "Error!";
