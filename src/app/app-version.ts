// SPEC §9: version 1.0.0, shown in the footer's debug line.
export const APP_VERSION = "1.0.0";
