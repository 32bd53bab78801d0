// Community calls of SPEC §7: latest refuels, navigate event, comments, station images, contact.
import type * as v from "valibot";
import {
  commentListResponse,
  commentPostResponse,
  contactResponse,
  imageListResponse,
  imageUploadResponse,
  latestRefuelsResponse,
  navigateUserResponse,
  type commentPostRequest,
  type contactRequest,
  type latestRefuelsRequest,
  type navigateUserRequest,
} from "../domain/contract/accounts.ts";
import { API_HOST } from "./api-host.ts";
import { callApi } from "./call-api.ts";

export type LatestRefuelsBody = v.InferInput<typeof latestRefuelsRequest>;
export type NavigateUserBody = v.InferInput<typeof navigateUserRequest>;
export type CommentBody = v.InferInput<typeof commentPostRequest>;
export type ContactBody = v.InferInput<typeof contactRequest>;

export const getLatestRefuels = (body: LatestRefuelsBody) =>
  callApi("post", "api/users/obtenerultimosrepostajes", latestRefuelsResponse, { json: body });

export const sendNavigateUser = (body: NavigateUserBody) =>
  callApi("post", "api/users/sendnavigateuser", navigateUserResponse, { json: body });

export const postComment = (body: CommentBody) =>
  callApi("post", "api/comentarios/post", commentPostResponse, { json: body });

export const getComments = (externalID: string) =>
  callApi("post", "api/comentarios/get", commentListResponse, { json: { externalID } });

/** Multipart: the file and the station id (ideess). */
export function uploadImage(file: Blob, ideess: string) {
  const body = new FormData();
  body.append("file", file);
  body.append("ideess", ideess);
  return callApi("post", "api/imagenes/post", imageUploadResponse, { body });
}

export const getImages = (ideess: string) =>
  callApi("post", "api/imagenes/get", imageListResponse, { json: { ideess } });

/** Where an image listed by getImages is served (its `url` is a path on the API host). */
export const imageSrc = (url: string): string => (/^https?:\/\//.test(url) ? url : `${API_HOST}${url.startsWith("/") ? "" : "/"}${url}`);

export const sendContact = (body: ContactBody) =>
  callApi("post", "api/gasolinaeco/contact", contactResponse, { json: body });
