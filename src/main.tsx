// Entry point of the PWA: the global styles and the boot shell's, which the first paint needs, then
// the app once that paint is on screen (app/boot/after-first-paint.ts). The entry stays a few hundred
// bytes so that nothing but the page and its stylesheet stands between a driver and the first screen.
import "./styles/theme.css";
import "./styles/base.css";
import "./app/shell.css";
import { afterFirstPaint } from "./app/boot/after-first-paint.ts";

afterFirstPaint(() => {
  // Both fetched at once; React, the smaller, is evaluated as soon as it arrives, as a task of its own,
  // and the app (which imports it) when its own chunk is in: two shorter tasks instead of a long one.
  void import("./app/react/react-runtime.ts");
  void import("./app/start-app.tsx");
});
