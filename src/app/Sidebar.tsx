// The side navigation (SPEC §2): an overlay with a backdrop that traps focus and closes with Escape.
// Following an entry clears the results on screen and closes it.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { Link, useLocation } from "wouter";
import { FavouritesCount } from "../features/favourites/FavouritesCount.tsx";
import { isLoggedIn, useSessionStore } from "../stores/session-store.ts";
import { CloseIcon } from "../ui/icons.tsx";
import { APP_NAME } from "../ui/page-title.ts";
import { useFocusTrap } from "../ui/use-focus-trap.ts";

interface SidebarEntry {
  href: string;
  label: MessageDescriptor;
  show?: "anonymous" | "logged-in";
  isNew?: boolean;
}

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { href: "/welcome", label: msg`Inicio` },
  { href: "/mapa", label: msg`Mapa`, isNew: true },
  { href: "/login", label: msg`Login`, show: "anonymous" },
  { href: "/usuario", label: msg`Mi perfil`, show: "logged-in" },
  { href: "/favoritas", label: msg`Favoritas` },
  { href: "/descuentos", label: msg`Mis descuentos`, isNew: true },
  { href: "/alertas", label: msg`Alertas`, isNew: true },
  { href: "/tienda", label: msg`Tienda` },
  { href: "/consejos-ahorrar-combustible", label: msg`Consejos` },
  { href: "/nueva-ruta", label: msg`Nueva ruta`, isNew: true },
  { href: "/datos", label: msg`Datos` },
  { href: "/contacto", label: msg`Contacto` },
];

interface SidebarProps {
  open: boolean;
  onClose: () => void;
}

export function Sidebar({ open, onClose }: SidebarProps) {
  const { t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  const loggedIn = useSessionStore(isLoggedIn);
  const [location, navigate] = useLocation();
  useFocusTrap(panelRef, open, onClose);

  if (!open) return null;

  const leave = () => onClose();
  const visible = SIDEBAR_ENTRIES.filter(
    (entry) => !entry.show || (entry.show === "logged-in") === loggedIn,
  );

  return (
    <div className="sidebar-layer">
      <div className="sidebar-backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panelRef} id="sidebar" className="sidebar" role="dialog" aria-modal="true" aria-labelledby="sidebar-title">
        <div className="sidebar-head">
          <h2 id="sidebar-title">{APP_NAME}</h2>
          <button type="button" className="icon-button" aria-label={t`Cerrar menú`} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t`Menú principal`}>
          <ul className="sidebar-list">
            {visible.map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href} onClick={leave} aria-current={location === entry.href ? "page" : undefined}>
                  {t(entry.label)}
                  {entry.isNew && (
                    <span className="tag-new">
                      <Trans>nuevo</Trans>
                    </span>
                  )}
                  {entry.href === "/favoritas" && <FavouritesCount />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {loggedIn && (
          <button
            type="button"
            className="button button-secondary sidebar-logout"
            onClick={() => {
              leave();
              navigate("/logout");
            }}
          >
            <Trans>Cerrar sesión</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
