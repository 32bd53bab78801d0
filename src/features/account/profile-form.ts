// Profile rules and messages (SPEC §3, §5, §8) and the mapping between the form and the API body.
// Messages are resolved when shown, in the app's language.
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import type { SetUserDataRequest, UserProfile } from "../../domain/contract/accounts.ts";
import { i18n } from "../../i18n/i18n.ts";
import type { FieldSchemas } from "../../ui/form-state.ts";

export const PROFILE_INVALID_MESSAGE = msg`Por favor, corrige los datos incorrectos.`;
export const PROFILE_UPDATED_MESSAGE = msg`Tus datos se han actualizado correctamente`;
export const PROFILE_UPDATE_FAILED_MESSAGE = msg`No se han podido actualizar los datos de tu perfil.`;
export const DELETE_FAILED_MESSAGE = msg`Se ha producido un error al intentar borrar tu usuario, prueba más adelante.`;
export const USERNAME_REQUIRED = msg`Campo obligatorio`;
export const USERNAME_TOO_LONG = msg`Máximo 50 caracteres`;
export const TANK_INVALID = msg`Indica los litros del depósito, de 0 a 2000`;
export const USERNAME_MAX = 50;
const TANK_MAX_LITRES = 2000;

export interface ProfileForm {
  username: string;
  tipovehiculo: string;
  marcavehiculo: string;
  istaxi: boolean;
  /** Litres as typed; empty means 0 (SPEC §3). */
  deposito: string;
}

const litres = (text: string): number => (text.trim() === "" ? 0 : Number(text.trim().replace(",", ".")));

export const profileSchemas: FieldSchemas<ProfileForm> = {
  username: v.pipe(v.string(), v.trim(), v.nonEmpty(() => i18n._(USERNAME_REQUIRED)), v.maxLength(USERNAME_MAX, () => i18n._(USERNAME_TOO_LONG))),
  deposito: v.pipe(
    v.string(),
    v.check((text) => {
      const value = litres(text);
      return Number.isFinite(value) && value >= 0 && value <= TANK_MAX_LITRES;
    }, () => i18n._(TANK_INVALID)),
  ),
};

export function toProfileForm(user: UserProfile | null): ProfileForm {
  return {
    username: user?.username ?? "",
    tipovehiculo: user?.tipovehiculo != null ? String(user.tipovehiculo) : "",
    marcavehiculo: user?.marcavehiculo != null ? String(user.marcavehiculo) : "",
    istaxi: user?.istaxi ?? false,
    deposito: user && user.deposito > 0 ? String(user.deposito) : "",
  };
}

const optionalId = (text: string): number | null => (text === "" ? null : Number(text));

export function toUserDataBody(form: ProfileForm): SetUserDataRequest {
  return {
    username: form.username.trim(),
    tipovehiculo: optionalId(form.tipovehiculo),
    marcavehiculo: optionalId(form.marcavehiculo),
    istaxi: form.istaxi,
    deposito: litres(form.deposito),
  };
}
