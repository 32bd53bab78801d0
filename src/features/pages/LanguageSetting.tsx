// /config "Idioma": the app's language, each named in itself, or the phone's. Applied at
// once, remembered on the device and, when logged in, in the profile (account/profile-language.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { isLocale, LOCALE_NAMES, LOCALES, localeFromLanguages } from "../../domain/locales.ts";
import { phoneLanguages, useLocaleStore } from "../../stores/locale-store.ts";
import { rememberLanguageInProfile } from "../account/profile-language.ts";

export function LanguageSetting() {
  const { t } = useLingui();
  const id = useId();
  const chosen = useLocaleStore((state) => state.chosen);
  const choose = useLocaleStore((state) => state.choose);
  const phone = LOCALE_NAMES[localeFromLanguages(phoneLanguages())];
  return (
    <>
      <h2 id={`${id}-title`}>
        <Trans>Idioma</Trans>
      </h2>
      <div className="field">
        <select
          aria-labelledby={`${id}-title`}
          value={chosen ?? ""}
          onChange={(event) => {
            const locale = isLocale(event.target.value) ? event.target.value : null;
            choose(locale);
            void rememberLanguageInProfile(locale);
          }}
        >
          <option value="">{t`El del teléfono (${phone})`}</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
