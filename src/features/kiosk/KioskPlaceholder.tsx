// Placeholder for the kiosk price board (kiosko/:id), shown without the shell; a later issue builds it.
import { useEffect } from "react";
import { useParams } from "wouter";
import { screenTitle } from "../shell/page-title.ts";

export function KioskPlaceholder() {
  const { id } = useParams<{ id: string }>();
  useEffect(() => {
    document.title = screenTitle("Kiosko");
  }, []);
  return (
    <main className="kiosk-placeholder">
      <h1>GasolinaEco · Kiosko</h1>
      <p>El panel de precios de la estación {id} llegará muy pronto.</p>
    </main>
  );
}
