/**
 * The performance floor (scripts/perf.ts, docs/quality.md): the least JavaScript any React 19 page
 * built with this project's Vite ships. The shop's pages are measured as a ratio to it.
 */
import { createRoot } from "react-dom/client";

const root = document.getElementById("root");
if (root) createRoot(root).render(<h1>Floor</h1>);
