// The API contract of SPEC §7, one import for app, worker and server.
export * from "./common.ts";
export * from "./stations.ts";
export * from "./accounts.ts";
export * from "./route.ts";
export * from "./snapshot.ts";
export * from "./kiosk.ts";
export * from "./public-config.ts";
export * from "./wrong-price-reports.ts";
export * from "./favourites.ts";
export * from "./alerts.ts";
export * from "./discounts.ts";
export * from "./refuel-plan.ts";
