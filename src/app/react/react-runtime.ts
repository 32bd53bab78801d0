// React's start-up on its own: importing this evaluates react-dom (its chunk: the folder src/app/react/
// in vite.config.ts), so that the entry can run it as one task and the app's modules as the next, rather
// than both in one long task. An ES module of ours, so the entry needs no CommonJS helper to import it.
export { createRoot } from "react-dom/client";
