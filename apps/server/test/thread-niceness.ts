import fs from "node:fs";

/**
 * The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat), for the tests of
 * worker pools that lower their threads' CPU priority (worker-priority.ts).
 */
export function threadNiceness(): Map<number, number> {
  return new Map(
    fs.readdirSync("/proc/self/task").flatMap((tid): Array<[number, number]> => {
      try {
        const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
        return [[Number(tid), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])]];
      } catch {
        return []; // a thread that ended while we looked
      }
    }),
  );
}
