// One complete ingest run: record it, load the bytes (Ministry or file), parse, ingest. Whatever fails
// on the way is recorded on the run and rethrown; the stations and prices stay as they were.
import type { Config } from "../config.ts";
import type { Db } from "../db/db.ts";
import { failRun, previousStationCount, startRun } from "./feed-runs.ts";
import { ingestFeed, type IngestResult } from "./ingest.ts";
import { defaultUserAgent, fetchFeed } from "./ministry-client.ts";
import { MAX_REJECTED_ROW_SHARE, parseFeedYielding } from "./parse-feed.ts";
import { readFeedFile } from "./read-feed-file.ts";

/** A feed with fewer stations than this share of the last good run from the same source is cut off. */
export const DEFAULT_MIN_SHARE_OF_PREVIOUS = 0.5;

/** The part of the configuration a feed run reads. */
export type FeedConfig = Pick<Config, "feedFile" | "feedUrl" | "feedTimeoutMs" | "feedRetries" | "contactEmail">;

export interface FeedSource {
  /** Where the data comes from, as recorded in feed_runs (URL or file path). */
  name: string;
  load(signal?: AbortSignal): Promise<Uint8Array>;
}

export interface RunFeedOptions {
  /** 0 disables the "suspiciously few stations" check (e.g. `ingest --file … --force`). */
  minShareOfPrevious?: number;
  signal?: AbortSignal;
}

export async function runFeed(db: Db, source: FeedSource, options: RunFeedOptions = {}): Promise<IngestResult> {
  const runId = await startRun(db, source.name, "current");
  let parsed;
  try {
    // Compared with the same source only: a province file after a national run is not "cut off".
    const previous = await previousStationCount(db, source.name);
    const share = options.minShareOfPrevious ?? DEFAULT_MIN_SHARE_OF_PREVIOUS;
    const bytes = await source.load(options.signal);
    parsed = await parseFeedYielding(bytes, {
      minStations: previous ? Math.ceil(previous * share) : 0,
      // Whatever the source, even the first run: a new source is no reason to trust garbage.
      maxRejectedShare: MAX_REJECTED_ROW_SHARE,
    });
  } catch (error) {
    await failRun(db, runId, error);
    throw error;
  }
  return ingestFeed(db, parsed, source.name, { runId });
}

export function fileSource(path: string): FeedSource {
  return { name: path, load: () => readFeedFile(path) };
}

/** The configured Ministry URL with the configured timeout and retries. */
export function ministrySource(config: FeedConfig, url = config.feedUrl, log?: (message: string) => void): FeedSource {
  return {
    name: url,
    load: (signal) =>
      fetchFeed(url, {
        timeoutMs: config.feedTimeoutMs,
        retries: config.feedRetries,
        userAgent: defaultUserAgent(config.contactEmail),
        ...(signal ? { signal } : {}),
        ...(log ? { log } : {}),
      }),
  };
}

/** FEED_FILE when set, else the Ministry. */
export function configuredSource(config: FeedConfig, log?: (message: string) => void): FeedSource {
  return config.feedFile ? fileSource(config.feedFile) : ministrySource(config, config.feedUrl, log);
}
