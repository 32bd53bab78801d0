// The header (SPEC §2): menu button, title, profile button when logged in, WhatsApp share link; the
// filter rows below. On results screens the rows fold into one line of the first row, which on a phone
// takes the title's place: the first screen is then the stations and their prices.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { i18n } from "../i18n/i18n.ts";
import { isLoggedIn, useSessionStore } from "../stores/session-store.ts";
import { FilterBar, FoldedFilter, useFoldedSummary } from "../features/search/FilterBar.tsx";
import { MenuIcon, ShareIcon, UserIcon } from "../ui/icons.tsx";
import { APP_NAME } from "../ui/page-title.ts";

const SHARE_TEXT = msg`GasolinaEco: encuentra la gasolinera más barata cerca de ti`;

/** The share link, its text in the app's language (read when called, at render). */
export function whatsAppShareUrl(pageOrigin: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${i18n._(SHARE_TEXT)} ${pageOrigin}`)}`;
}

interface HeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

export function Header({ menuOpen, onOpenMenu }: HeaderProps) {
  const { t } = useLingui();
  const loggedIn = useSessionStore(isLoggedIn);
  const folded = useFoldedSummary();
  return (
    <header className="app-header">
      <div className={folded === null ? "header-row" : "header-row is-folded"}>
        <button
          type="button"
          className="icon-button"
          aria-label={t`Abrir menú`}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
        <Link href="/welcome" className="app-title">
          {APP_NAME}
        </Link>
        {folded !== null && <FoldedFilter summary={folded} />}
        <div className="header-actions">
          {loggedIn && (
            <Link href="/usuario" className="icon-button" aria-label={t`Mi perfil`}>
              <UserIcon />
            </Link>
          )}
          <a
            className="icon-button"
            href={whatsAppShareUrl(window.location.origin)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Compartir en WhatsApp (se abre en una pestaña nueva)`}
          >
            <ShareIcon />
          </a>
        </div>
      </div>
      {folded === null && <FilterBar />}
    </header>
  );
}
