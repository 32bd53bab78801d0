// What the screen shows before the app can: the header bar with the app's name and, on a device that
// has not accepted cookies, the cookie notice. The server sends the same markup in the page (the notice
// only without the consent cookie), so a phone on a weak signal paints it as soon as the page and its
// stylesheet arrive, before the JavaScript; the hydration gate keeps it until the stores have loaded:
// no blank screen and no flash between the two. tests/app/shell/boot-shell.test.tsx keeps them the same.
import { useConsentStore } from "../stores/consent-store.ts";
import { hasConsentCookie } from "../stores/consent-cookie.ts";
import { CookieNotice } from "./CookieNotice.tsx";
import { APP_NAME } from "../ui/page-title.ts";

export function BootShell() {
  return (
    <div className="boot" aria-busy="true">
      <div className="app-header">
        <div className="header-row">
          <span className="icon-button" />
          <span className="app-title">{APP_NAME}</span>
        </div>
      </div>
      {!hasConsentCookie() && <CookieNotice onAccept={() => useConsentStore.getState().accept()} />}
    </div>
  );
}
