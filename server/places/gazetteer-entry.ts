// One place as a source gives it, before sources are merged into the gazetteer.
import type { PlaceKind } from "../../src/domain/contract/route.ts";

export type GazetteerSource = "cnig" | "geonames" | "feed";

export interface GazetteerEntry {
  /** Display name as the source writes it (bilingual names keep their slash). */
  name: string;
  /** INE province code ("08"), when known. */
  provinceCode: string | undefined;
  latitud: number;
  longitud: number;
  /** Inhabitants (CNIG); the strongest ranking signal. */
  population?: number;
  /** Fuel stations of the feed in the place; a stand-in for size when the population is unknown. */
  stations?: number;
  kind: PlaceKind;
  source: GazetteerSource;
}
