// The service worker (built by vite-plugin-pwa's injectManifest into /sw.js). The app shell is
// precached; runtime-routes.ts says what else is kept and why. A new version takes over only when the
// user accepts the update prompt (SKIP_WAITING); the first install controls the page at once.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { registerRuntimeRoutes } from "./runtime-routes.ts";
import { registerAlertNotifications } from "./alert-notifications.ts";

declare let self: ServiceWorkerGlobalScope;

// ---- App shell -----------------------------------------------------------------------------------
// Precache the build (index.html, JS, CSS, icons, manifest; not the lazily loaded map chunk, see
// vite.config.ts) and drop precaches of older builds.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every in-app URL (/search/…, /station/…, /kiosko/…) is the same single-page app; /api/ and the
// crawler files the server writes (robots.txt, sitemap.xml) are not.
registerRoute(new NavigationRoute(createHandlerBoundToURL("index.html"), { denylist: [/^\/api\//, /^\/(?:robots\.txt|sitemap\.xml)$/] }));

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});
clientsClaim();

registerRuntimeRoutes();
registerAlertNotifications();
