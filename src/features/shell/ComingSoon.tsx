// Stand-in for the screens of the next issue (search, station, route): says the screen is coming.
import type { ReactNode } from "react";
import { screenTitle, usePageTitle } from "./page-title.ts";

interface ComingSoonProps {
  title: string;
  children?: ReactNode;
}

export function ComingSoon({ title, children }: ComingSoonProps) {
  usePageTitle(screenTitle(title));
  return (
    <section className="card page-narrow">
      <h1>{title}</h1>
      <p>Esta pantalla llegará muy pronto.</p>
      {children}
    </section>
  );
}
