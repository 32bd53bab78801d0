// The order test files start in: the few that run for a minute or more first, then vitest's own order
// (on a fresh clone: larger files first). With two workers, a long file that starts last runs alone at
// the end while the other worker waits: the browser accessibility sweep (every screen, two languages)
// did so for 2½ minutes. The slowest-files report at the end of every run says which files belong here.
// Among the rest, each project's files side by side, in the order `projects` lists them: a worker of
// the VM pool (the DOM files, vite.config.ts) goes on to the next file only when that file is of its
// own project; a file of the other project in between ends it, and the next DOM file starts a new one.
import { BaseSequencer, type TestSpecification } from "vitest/node";

export function longFilesFirst(longFiles: readonly string[], projectOrder: readonly string[] = []): typeof BaseSequencer {
  const rank = (spec: TestSpecification): number => {
    const index = longFiles.findIndex((file) => spec.moduleId.endsWith(file));
    return index === -1 ? longFiles.length : index;
  };
  const projectRank = (spec: TestSpecification): number => {
    const index = projectOrder.indexOf(spec.project.name);
    return index === -1 ? projectOrder.length : index;
  };
  return class LongFilesFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      // Array.prototype.sort is stable: vitest's order holds among the rest.
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b) || projectRank(a) - projectRank(b));
    }
  };
}
