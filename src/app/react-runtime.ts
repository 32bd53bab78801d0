// React's start-up on its own: importing this evaluates react-dom (its chunk, vite.config.ts), so that
// the entry can run it as one task and the app's modules as the next, rather than both in one long task.
export { createRoot } from "react-dom/client";
