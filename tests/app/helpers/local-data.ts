// The app's IndexedDB object store, for tests that read or seed SPEC §9's keys directly.
import { createStore } from "idb-keyval";

export const localData = () => createStore("gasolinaeco", "local-data");
