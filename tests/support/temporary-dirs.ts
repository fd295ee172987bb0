import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** For a test file: `newDir(name)` makes an empty temporary directory; all are removed after the file. */
export function temporaryDirsRemovedAfterAll(afterAll: (fn: () => void) => void): (name: string) => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return (name) => {
    const dir = mkdtempSync(path.join(tmpdir(), `cw-${name}-`));
    dirs.push(dir);
    return dir;
  };
}
