// Where a worker thread's program is. Run from source, it is TypeScript beside the caller, and a worker
// thread does not inherit the tsx loader of the process: a few lines of JavaScript register it on the
// thread, then load the worker. Compiled (dist-server/, where scripts/build-server.js makes it an
// entry of its own), it is JavaScript beside the caller's bundle, loaded as it is.
export function workerScript(moduleUrl: string, name: string): { script: string | URL; eval: boolean } {
  if (!new URL(moduleUrl).pathname.endsWith(".ts")) return { script: new URL(`./${name}.js`, moduleUrl), eval: false };
  const worker = new URL(`./${name}.ts`, moduleUrl).href;
  return { script: `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(worker)}); })`, eval: true };
}
