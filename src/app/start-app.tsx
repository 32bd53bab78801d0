// Starts the app in the page's #root: the screen a link opened on is fetched beside the stores'
// hydration, then React takes over from the boot shell.
import { StrictMode } from "react";
import { createRoot } from "./react/react-runtime.ts";
import { App } from "./App.tsx";
import { preloadScreenOf } from "./AppRoutes.tsx";

preloadScreenOf(location.pathname);
const root = document.getElementById("root");
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
