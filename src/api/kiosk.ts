// The kiosk board of a station (our own endpoint): its prices and its cheapest neighbours.
import { kioskBoardResponse } from "../domain/contract/kiosk.ts";
import { callApi } from "./call-api.ts";

export const getKioskBoard = (id: string) =>
  callApi("get", `api/gasolinaeco/kiosko/${encodeURIComponent(id)}`, kioskBoardResponse);
