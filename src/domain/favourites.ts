// Favourite stations (issue 13): the one limit shared by the app's store and the server's table, so a
// list the device accepts is always one the account accepts.

/** The most stations a driver may keep as favourites, on the device and with the account. */
export const MAX_FAVOURITES = 100;

export const TOO_MANY_FAVOURITES_MESSAGE = `Ya tienes ${MAX_FAVOURITES} favoritas: quita alguna para añadir otra.`;
