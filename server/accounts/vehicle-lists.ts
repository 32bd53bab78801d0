// The master lists of the profile form (SPEC §3: id and nombre): vehicle types and the vehicle brands
// sold in Spain (cars, vans, motorcycles, trucks and the licence-free microcars common here).
// Ids are stored in users rows: never renumber or reuse one; add new entries with new ids.
import { compareSpanish } from "../../src/domain/spanish-order.ts";

export interface MasterItem {
  readonly id: number;
  readonly nombre: string;
}

export const VEHICLE_TYPES: readonly MasterItem[] = [
  { id: 1, nombre: "Turismo" },
  { id: 2, nombre: "Todoterreno / SUV" },
  { id: 3, nombre: "Monovolumen" },
  { id: 4, nombre: "Furgoneta" },
  { id: 5, nombre: "Pick-up" },
  { id: 6, nombre: "Autocaravana" },
  { id: 7, nombre: "Camión" },
  { id: 8, nombre: "Autobús" },
  { id: 9, nombre: "Motocicleta" },
  { id: 10, nombre: "Ciclomotor" },
  { id: 11, nombre: "Cuadriciclo (coche sin carné)" },
  { id: 12, nombre: "Quad" },
  { id: 13, nombre: "Tractor agrícola" },
  { id: 99, nombre: "Otro" },
];

const OTHER_BRAND_ID = 999;

const BRANDS: readonly MasterItem[] = [
  { id: 1, nombre: "Abarth" }, { id: 2, nombre: "Alfa Romeo" }, { id: 3, nombre: "Alpine" },
  { id: 4, nombre: "Aston Martin" }, { id: 5, nombre: "Audi" }, { id: 6, nombre: "Bentley" },
  { id: 7, nombre: "BMW" }, { id: 8, nombre: "BYD" }, { id: 9, nombre: "Citroën" },
  { id: 10, nombre: "Cupra" }, { id: 11, nombre: "Dacia" }, { id: 12, nombre: "DFSK" },
  { id: 13, nombre: "DS Automobiles" }, { id: 14, nombre: "Ebro" }, { id: 15, nombre: "Ferrari" },
  { id: 16, nombre: "Fiat" }, { id: 17, nombre: "Ford" }, { id: 18, nombre: "Honda" },
  { id: 19, nombre: "Hyundai" }, { id: 20, nombre: "Isuzu" }, { id: 21, nombre: "Iveco" },
  { id: 22, nombre: "Jaecoo" }, { id: 23, nombre: "Jaguar" }, { id: 24, nombre: "Jeep" },
  { id: 25, nombre: "KGM (SsangYong)" }, { id: 26, nombre: "Kia" }, { id: 27, nombre: "Lamborghini" },
  { id: 28, nombre: "Lancia" }, { id: 29, nombre: "Land Rover" }, { id: 30, nombre: "Leapmotor" },
  { id: 31, nombre: "Lexus" }, { id: 32, nombre: "Lotus" }, { id: 33, nombre: "Lynk & Co" },
  { id: 34, nombre: "Maserati" }, { id: 35, nombre: "Mazda" }, { id: 36, nombre: "McLaren" },
  { id: 37, nombre: "Mercedes-Benz" }, { id: 38, nombre: "MG" }, { id: 39, nombre: "MINI" },
  { id: 40, nombre: "Mitsubishi" }, { id: 41, nombre: "Nissan" }, { id: 42, nombre: "Omoda" },
  { id: 43, nombre: "Opel" }, { id: 44, nombre: "Peugeot" }, { id: 45, nombre: "Polestar" },
  { id: 46, nombre: "Porsche" }, { id: 47, nombre: "Renault" }, { id: 48, nombre: "Rolls-Royce" },
  { id: 49, nombre: "SEAT" }, { id: 50, nombre: "Škoda" }, { id: 51, nombre: "smart" },
  { id: 52, nombre: "Subaru" }, { id: 53, nombre: "Suzuki" }, { id: 54, nombre: "Tesla" },
  { id: 55, nombre: "Toyota" }, { id: 56, nombre: "Volkswagen" }, { id: 57, nombre: "Volvo" },
  { id: 58, nombre: "XPENG" },
  // Licence-free microcars (cuadriciclos).
  { id: 100, nombre: "Aixam" }, { id: 101, nombre: "Ligier" }, { id: 102, nombre: "Microcar" },
  // Trucks and buses.
  { id: 120, nombre: "DAF" }, { id: 121, nombre: "MAN" }, { id: 122, nombre: "Scania" },
  // Motorcycles and mopeds.
  { id: 140, nombre: "Aprilia" }, { id: 141, nombre: "Benelli" }, { id: 142, nombre: "Ducati" },
  { id: 143, nombre: "Harley-Davidson" }, { id: 144, nombre: "Husqvarna" }, { id: 145, nombre: "Kawasaki" },
  { id: 146, nombre: "KTM" }, { id: 147, nombre: "Kymco" }, { id: 148, nombre: "Macbor" },
  { id: 149, nombre: "Piaggio" }, { id: 150, nombre: "Rieju" }, { id: 151, nombre: "Royal Enfield" },
  { id: 152, nombre: "SYM" }, { id: 153, nombre: "Triumph" }, { id: 154, nombre: "Vespa" },
  { id: 155, nombre: "Voge" }, { id: 156, nombre: "Yamaha" }, { id: 157, nombre: "Zontes" },
];

/** Alphabetical (Spanish collation), with "Otra" last. */
export const VEHICLE_BRANDS: readonly MasterItem[] = [
  ...[...BRANDS].sort((a, b) => compareSpanish(a.nombre, b.nombre)),
  { id: OTHER_BRAND_ID, nombre: "Otra" },
];

const TYPE_IDS = new Set(VEHICLE_TYPES.map((t) => t.id));
const BRAND_IDS = new Set(VEHICLE_BRANDS.map((b) => b.id));

export const isVehicleType = (id: number) => TYPE_IDS.has(id);
export const isVehicleBrand = (id: number) => BRAND_IDS.has(id);
