// An in-memory CacheStorage for the service worker's caching functions: entries keyed by URL, kept in
// insertion order, a put moving its key to the end (as the Cache API does).
export class MemoryCache {
  readonly entries = new Map<string, Response>();

  private static url(request: RequestInfo | URL): string {
    return typeof request === "string" ? request : request instanceof URL ? request.href : request.url;
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const url = MemoryCache.url(request);
    this.entries.delete(url);
    this.entries.set(url, response);
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(MemoryCache.url(request))?.clone();
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(MemoryCache.url(request));
  }
}

export class MemoryCaches {
  readonly byName = new Map<string, MemoryCache>();

  async open(name: string): Promise<Cache> {
    let cache = this.byName.get(name);
    if (!cache) this.byName.set(name, (cache = new MemoryCache()));
    return cache as unknown as Cache;
  }

  cache(name: string): MemoryCache {
    return this.byName.get(name) ?? new MemoryCache();
  }
}
