import { type DataName, serveLate } from "./support/data";
import { test } from "./support/fixtures";
import {
  expectStillWhileDataArrives,
  recordLayoutShifts,
} from "./support/layout-shifts";

// The data screens on the test fixtures, arriving once the page shows its
// spinner; on the shipped data, the same is in shipped-data.spec.ts.
const DATA_PAGES: { path: string; files: DataName[] }[] = [
  { path: "/plus", files: ["packages"] },
  { path: "/plus/channels", files: ["channels"] },
  { path: "/plus/instructions", files: ["instructions"] },
  // A shared link opens on the steps, in the room the spinner kept.
  {
    path: "/plus/instructions?device=Mobile&platform=iOS",
    files: ["instructions"],
  },
  { path: "/plus/finder", files: ["packages", "channels"] },
  { path: "/plus/compare", files: ["packages", "channels"] },
];

// One test per width walks the pages, each met as on its own.
for (const width of [375, 1280]) {
  test(`the data screens do not shift when the test fixtures arrive late at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await recordLayoutShifts(page);
    for (const { path, files } of DATA_PAGES) {
      await test.step(path, async () => {
        await page.unrouteAll({ behavior: "ignoreErrors" });
        const late = await serveLate(page, files, false);
        await expectStillWhileDataArrives(
          page,
          path,
          `${path} ${width} fixture`,
          late,
        );
      });
    }
  });
}
