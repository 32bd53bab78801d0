// Account calls of SPEC §7: login, registration, e-mail validation, profile, vehicle lists, deletion.
import type * as v from "valibot";
import {
  deleteUserResponse,
  loginResponse,
  logoutResponse,
  masterListResponse,
  registerResponse,
  userDataResponse,
  validateEmailResponse,
  type loginRequest,
  type registerRequest,
  type SetUserDataRequest,
} from "../domain/contract/accounts.ts";
import { callApi } from "./call-api.ts";
import { KEEP_SESSION_ON_401 } from "./http-client.ts";

export type LoginBody = v.InferInput<typeof loginRequest>;
export type RegisterBody = v.InferInput<typeof registerRequest>;

/** entity is the JWT. A 401 here means wrong credentials, so it does not end a session. */
export const login = (body: LoginBody) =>
  callApi("post", "api/token/login", loginResponse, { json: body, context: KEEP_SESSION_ON_401 });

/** Revokes `token` on the server; the device forgets it whatever the answer (offline included). */
export const revokeToken = (token: string) =>
  callApi("post", "api/token/logout", logoutResponse, { json: {}, context: { ...KEEP_SESSION_ON_401, token } });

export const register = (body: RegisterBody) =>
  callApi("post", "api/users/register", registerResponse, { json: body });

export const validateEmail = (guid: string) =>
  callApi("post", "api/users/validaremail", validateEmailResponse, { json: { guid } });

export const getUserData = () => callApi("get", "api/users/getuserdata", userDataResponse);

export const setUserData = (body: SetUserDataRequest) =>
  callApi("post", "api/users/setuserdata", userDataResponse, { json: body });

export const getVehicleTypes = () => callApi("get", "api/users/obtenertiposvehiculos", masterListResponse);

export const getVehicleBrands = () => callApi("get", "api/users/obtenermarcasvehiculos", masterListResponse);

export const deleteUser = () => callApi("post", "api/users/borrarusuario", deleteUserResponse, { json: {} });
