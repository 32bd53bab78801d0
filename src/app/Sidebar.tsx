// The side navigation (SPEC §2): an overlay with a backdrop that traps focus and closes with Escape.
// Following an entry clears the results on screen and closes it.
import { useRef } from "react";
import { Link, useLocation } from "wouter";
import { FavouritesCount } from "../features/favourites/FavouritesCount.tsx";
import { isLoggedIn, useSessionStore } from "../stores/session-store.ts";
import { CloseIcon } from "../ui/icons.tsx";
import { APP_NAME } from "../ui/page-title.ts";
import { useFocusTrap } from "../ui/use-focus-trap.ts";

interface SidebarEntry {
  href: string;
  label: string;
  show?: "anonymous" | "logged-in";
  isNew?: boolean;
}

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { href: "/welcome", label: "Inicio" },
  { href: "/login", label: "Login", show: "anonymous" },
  { href: "/usuario", label: "Mi perfil", show: "logged-in" },
  { href: "/favoritas", label: "Favoritas" },
  { href: "/descuentos", label: "Mis descuentos", isNew: true },
  { href: "/alertas", label: "Alertas", isNew: true },
  { href: "/tienda", label: "Tienda" },
  { href: "/consejos-ahorrar-combustible", label: "Consejos" },
  { href: "/nueva-ruta", label: "Nueva ruta", isNew: true },
  { href: "/datos", label: "Datos" },
  { href: "/contacto", label: "Contacto" },
];

interface SidebarProps {
  open: boolean;
  onClose: () => void;
}

export function Sidebar({ open, onClose }: SidebarProps) {
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
          <button type="button" className="icon-button" aria-label="Cerrar menú" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Menú principal">
          <ul className="sidebar-list">
            {visible.map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href} onClick={leave} aria-current={location === entry.href ? "page" : undefined}>
                  {entry.label}
                  {entry.isNew && <span className="tag-new">nuevo</span>}
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
            Cerrar sesión
          </button>
        )}
      </div>
    </div>
  );
}
