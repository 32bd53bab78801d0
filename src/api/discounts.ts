// "Mis descuentos" calls (/api/descuentos): the account's plans, and the merge of the device's plans
// into them.
import { discountListResponse, type MergeDiscountsBody } from "../domain/contract/discounts.ts";
import { callApi } from "./call-api.ts";

export const getDiscounts = () => callApi("get", "api/descuentos", discountListResponse);

/** Union of the device's `planes` and the account's, minus `quitar`; answers the whole list. */
export const mergeDiscounts = (body: MergeDiscountsBody) =>
  callApi("post", "api/descuentos/fusionar", discountListResponse, { json: body });
