// Reporting and configuration calls of SPEC §7 (empty POST bodies).
import { brandReportResponse, provinceReportResponse } from "../domain/contract/stations.ts";
import { publicConfigResponse } from "../domain/contract/public-config.ts";
import { callApi } from "./call-api.ts";

export const getProvinceReport = () =>
  callApi("post", "api/reporting/informemediaprovinciaproducto", provinceReportResponse, { json: {} });

export const getBrandReport = () =>
  callApi("post", "api/reporting/informemediabanderaproducto", brandReportResponse, { json: {} });

export const getPublicConfig = () =>
  callApi("post", "api/configuracion/obtenerconfig", publicConfigResponse, { json: {} });
