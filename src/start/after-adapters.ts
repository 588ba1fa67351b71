/**
 * The third of the start's module task breaks (docs/quality.md, "The modules' evaluation in
 * tasks"), imported by src/main.tsx right after the container's module: the adapters, the use cases
 * and the domain (with the schemas they build as their modules run) end a task, and the screens'
 * modules (react-aria's components, the layout, the route tree) run in the next one.
 */
import { nextTask } from "./next-task";

await nextTask();
