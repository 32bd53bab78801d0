// Entry point of the PWA: global styles, then the app.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { preloadScreenOf } from "./features/shell/AppRoutes.tsx";
import "./styles/theme.css";
import "./styles/base.css";

preloadScreenOf(location.pathname);
const root = document.getElementById("root");
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
