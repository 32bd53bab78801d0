// Times a synchronous piece of work run after run: the CPU it used (user + system, so another process on
// the machine does not count) and the wall-clock time, in ms.
export interface Timings {
  cpu: number[];
  wall: number[];
}

export function timeRuns(runs: number, fn: () => unknown, into: Timings): void {
  for (let r = 0; r < runs; r++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    fn();
    into.wall.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    into.cpu.push((used.user + used.system) / 1000);
  }
}
