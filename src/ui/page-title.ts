// document.title per screen: '{product} | Encuentra la gasolinera mas barata y ahorra' on Home (SPEC §1),
// '{screen} | GasolinaEco' elsewhere, in the app's language.
import { t } from "@lingui/core/macro";
// The macro's t reads @lingui/core's i18n: this module activates it (Spanish) before anything asks.
import "../i18n/i18n.ts";
import { useEffect } from "react";

export const APP_NAME = "GasolinaEco";

/** Home's title; read at render time, in the language active then. */
export function homeTitle(): string {
  const tagline = t`Encuentra la gasolinera mas barata y ahorra`;
  return `${APP_NAME} | ${tagline}`;
}

export const screenTitle = (screen: string): string => `${screen} | ${APP_NAME}`;

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
