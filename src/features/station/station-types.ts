// Types of the station screen's data, from the contract.
import type * as v from "valibot";
import type { stationImage } from "../../domain/contract/accounts.ts";
import type { historyPoint } from "../../domain/contract/stations.ts";

export type StationImageInfo = v.InferOutput<typeof stationImage>;
export type PriceHistoryPoint = v.InferOutput<typeof historyPoint>;
