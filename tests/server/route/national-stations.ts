// The national station file of ../shared/data, parsed once per test file with the feed parser.
import { parseFeed } from "../../../server/feed/parse-feed.ts";
import { readFeedFile } from "../../../server/feed/read-feed-file.ts";
import type { Station } from "../../../server/stations/station.ts";
import { FEED_FILES } from "../../helpers/shared-data.ts";

let cached: Promise<Station[]> | undefined;

export function loadNationalStations(): Promise<Station[]> {
  cached ??= readFeedFile(FEED_FILES.national20260415).then((bytes) => parseFeed(bytes).stations);
  return cached;
}
