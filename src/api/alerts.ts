// Price alert calls: the server's push key, and creating, listing, pausing and deleting
// alerts. A push alert is reached with its subscription's endpoint; without one, the session's
// token (added by the ky instance) stands for the account's e-mail alerts.
import {
  alertChangeResponse,
  alertCreateResponse,
  alertListResponse,
  pushKeyResponse,
  type AlertCreateBody,
} from "../domain/contract/alerts.ts";
import { callApi } from "./call-api.ts";

export const getPushKey = () => callApi("get", "api/push/clave", pushKeyResponse);

export const createAlert = (body: AlertCreateBody) => callApi("post", "api/alertas", alertCreateResponse, { json: body });

/** `endpoint` undefined: the logged-in account's e-mail alerts. */
export const listAlerts = (endpoint: string | undefined) =>
  callApi("post", "api/alertas/listar", alertListResponse, { json: endpoint === undefined ? {} : { endpoint } });

export const pauseAlert = (id: number, endpoint: string | undefined, pausada: boolean) =>
  callApi("post", `api/alertas/${id}/pausar`, alertChangeResponse, { json: endpoint === undefined ? { pausada } : { endpoint, pausada } });

export const deleteAlert = (id: number, endpoint: string | undefined) =>
  callApi("post", `api/alertas/${id}/borrar`, alertChangeResponse, { json: endpoint === undefined ? {} : { endpoint } });
