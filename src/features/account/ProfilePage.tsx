// usuario (SPEC §2, §4, §5, §8): the profile form with vehicle type and brand (lists cached once), taxi
// and tank size; 'Actualizar datos', 'Desconectar' and 'Borrar todos mis datos' behind a confirmation.
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocaleStore } from "../../stores/locale-store.ts";
import { useFilterStore } from "../../stores/filter-store.ts";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { deleteUser, setUserData } from "../../api/accounts.ts";
import type { UserProfile } from "../../domain/contract/accounts.ts";
import { useFavouritesStore } from "../../stores/favourites-store.ts";
import { useDiscountsStore } from "../../stores/discounts-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";
import { useUiStore } from "../../stores/ui-store.ts";
import { useVehicleListsStore, type VehicleListItem } from "../../stores/vehicle-lists-store.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { useFormState, validateFields } from "../../ui/form-state.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { loadUserData } from "./load-user-data.ts";
import {
  DELETE_FAILED_MESSAGE,
  PROFILE_INVALID_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  PROFILE_UPDATE_FAILED_MESSAGE,
  profileSchemas,
  toProfileForm,
  toUserDataBody,
  type ProfileForm as ProfileFormValues,
} from "./profile-form.ts";
import "./account.css";

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: VehicleListItem[] | null;
  onChange: (value: string) => void;
}

function SelectField({ id, label, value, options, onChange }: SelectFieldProps) {
  const { t } = useLingui();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`Sin especificar`}</option>
        {options?.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.nombre}
          </option>
        ))}
      </select>
    </div>
  );
}

function ProfileForm({ user }: { user: UserProfile | null }) {
  const form = useFormState<ProfileFormValues>(toProfileForm(user), (values) => validateFields(profileSchemas, values));
  const { types, brands } = useVehicleListsStore();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [, navigate] = useLocation();
  const { t } = useLingui();

  async function save(event: FormEvent) {
    event.preventDefault();
    const { showSnack, showLoader, hideLoader } = useUiStore.getState();
    if (!form.valid) {
      form.touchAll();
      showSnack(t(PROFILE_INVALID_MESSAGE), { action: t`Error` });
      return;
    }
    // The device's fuel and language go with it: a profile saved here for the first time learns them
    // (profile-fuel.ts, profile-language.ts).
    const fuel = useFilterStore.getState().savedProduct;
    const language = useLocaleStore.getState().chosen;
    const body = { ...toUserDataBody(form.values), ...(fuel ? { combustible: fuel } : {}), ...(language ? { idioma: language } : {}) };
    showLoader();
    const result = await setUserData(body);
    hideLoader();
    if (!result.ok) {
      showSnack(t(PROFILE_UPDATE_FAILED_MESSAGE), { action: t`Error` });
      return;
    }
    const previous = useSessionStore.getState().user;
    useSessionStore.getState().setUser(result.data ?? { ...previous, ...body, istaxi: body.istaxi ?? false, deposito: body.deposito ?? 0 });
    showSnack(t(PROFILE_UPDATED_MESSAGE), { action: t`Bien!` });
  }

  async function removeAccount() {
    setConfirmingDelete(false);
    const { showSnack, showLoader, hideLoader } = useUiStore.getState();
    showLoader();
    const result = await deleteUser();
    hideLoader();
    if (!result.ok) {
      showSnack(t(DELETE_FAILED_MESSAGE), { action: t`Error` });
      return;
    }
    useSessionStore.getState().logout();
    // "Todos mis datos" includes the favourites and discounts this device keeps.
    useFavouritesStore.getState().clear();
    useDiscountsStore.getState().clear();
    navigate("/logout");
  }

  return (
    <>
      <form noValidate onSubmit={save}>
        <TextField
          id="profile-username"
          label={t`Nombre de usuario`}
          autoComplete="nickname"
          required
          {...form.textField("username")}
        />
        <SelectField
          id="profile-tipovehiculo"
          label={t`Tipo de vehículo`}
          value={form.values.tipovehiculo}
          options={types}
          onChange={(value) => form.setValue("tipovehiculo", value)}
        />
        <SelectField
          id="profile-marcavehiculo"
          label={t`Marca del vehículo`}
          value={form.values.marcavehiculo}
          options={brands}
          onChange={(value) => form.setValue("marcavehiculo", value)}
        />
        <label className="checkbox">
          <input type="checkbox" checked={form.values.istaxi} onChange={(event) => form.setValue("istaxi", event.target.checked)} />
          <Trans>Soy taxista</Trans>
        </label>
        <TextField
          id="profile-deposito"
          label={t`Depósito (litros)`}
          inputMode="decimal"
          {...form.textField("deposito")}
          hint={t`Con el tamaño del depósito te mostramos cuánto cuesta llenarlo en cada gasolinera.`}
        />
        <div className="actions">
          <button type="submit" className="button button-primary">
            <Trans>Actualizar datos</Trans>
          </button>
          <Link href="/logout" className="button button-secondary">
            <Trans>Desconectar</Trans>
          </Link>
        </div>
      </form>
      <div className="danger-zone">
        <button type="button" className="button button-danger" onClick={() => setConfirmingDelete(true)}>
          <Trans>Borrar todos mis datos</Trans>
        </button>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title={t`Borrar todos mis datos`}
        message={t`Se borrarán tu cuenta, tu perfil y tus datos. Esta acción no se puede deshacer. ¿Quieres continuar?`}
        confirmLabel={t`Borrar`}
        onConfirm={() => void removeAccount()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}

export function ProfilePage() {
  const { t } = useLingui();
  const title = t`Mi perfil`;
  usePageTitle(screenTitle(title));
  const loggedIn = useSessionStore(isLoggedIn);
  const user = useSessionStore((state) => state.user);
  const login = useSessionStore((state) => state.login);
  const loadVehicleLists = useVehicleListsStore((state) => state.load);

  useEffect(() => {
    if (!loggedIn) return;
    void loadVehicleLists();
    if (!useSessionStore.getState().user) void loadUserData();
  }, [loggedIn, loadVehicleLists]);

  if (!loggedIn) {
    return (
      <section className="card page-narrow">
        <h1>{title}</h1>
        <p>
          <Trans>Inicia sesión para ver y cambiar tu perfil.</Trans>
        </p>
        <Link href="/login" className="button button-primary">
          <Trans>Login</Trans>
        </Link>
      </section>
    );
  }

  return (
    <section className="card page-narrow" aria-labelledby="profile-title">
      <h1 id="profile-title">{title}</h1>
      <p className="muted profile-login">{login}</p>
      {/* Remounted when the profile arrives so the form starts from it. */}
      <ProfileForm key={user ? "loaded" : "empty"} user={user} />
    </section>
  );
}
