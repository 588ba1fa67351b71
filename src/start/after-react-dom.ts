/**
 * The second of the start's module task breaks (docs/quality.md, "The modules' evaluation in
 * tasks"), imported by src/main.tsx right after react-dom. The browser's internationalisation data
 * is set up on its first use, 15–30 ms on a phone: react-aria asks for the default locale as its
 * module runs, and every price and date needs it. Done here, between two task breaks, that set-up
 * is a task of its own instead of lengthening the modules' evaluation, which Total Blocking Time
 * counts whole (issue 16). The page's own language (`<html lang>`), so that its data is the data
 * loaded.
 */
import { nextTask } from "./next-task";

await nextTask();
new Intl.NumberFormat(document.documentElement.lang || "en").format(0);
await nextTask();
