// The national station file of ../shared/data, parsed with the feed parser once per test run
// (tests/helpers/parsed-feed.ts) and read back once per test file.
import type { Station } from "../../../server/feed/station.ts";
import { parsedFeedFile } from "../../helpers/parsed-feed.ts";
import { FEED_FILES } from "../../helpers/shared-data.ts";

let cached: Promise<Station[]> | undefined;

export function loadNationalStations(): Promise<Station[]> {
  cached ??= parsedFeedFile(FEED_FILES.national20260415).then((feed) => feed.stations);
  return cached;
}
