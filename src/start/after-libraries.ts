/**
 * The first of the start's module task breaks (docs/quality.md, "The modules' evaluation in
 * tasks"). src/main.tsx imports it after the libraries that run first (the `core` chunk, React)
 * and before react-dom: the build writes the first view's modules into one chunk in the order they
 * run, so the modules after this one, react-dom's set-up first, run in a task of their own.
 */
import { nextTask } from "./next-task";

await nextTask();
