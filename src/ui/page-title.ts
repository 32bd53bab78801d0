// document.title per screen: '{product} | Encuentra la gasolinera mas barata y ahorra' on Home (SPEC §1),
// '{screen} | GasolinaEco' elsewhere.
import { useEffect } from "react";

export const APP_NAME = "GasolinaEco";
export const HOME_TITLE = `${APP_NAME} | Encuentra la gasolinera mas barata y ahorra`;

export const screenTitle = (screen: string): string => `${screen} | ${APP_NAME}`;

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
