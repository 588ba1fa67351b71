/**
 * react-aria's live announcer: one node for the whole page, made on the first announcement, which
 * react-aria keeps writing to from then on. The `unit` project runs a worker's files in one jsdom
 * (vitest.config.ts): a file that removed the node took every later file's announcements with it
 * (they went to a node no longer in the page), so a test of an announcement failed or passed by the
 * order of the files.
 */
const isAnnouncer = (node: Node): boolean => node instanceof HTMLElement && node.dataset["liveAnnouncer"] === "true";

/** Empties `<body>` but the live announcer, whose past announcements go too. */
export function clearBody(): void {
  for (const node of [...document.body.childNodes]) if (!isAnnouncer(node)) node.remove();
  for (const log of document.body.querySelectorAll("[data-live-announcer] [aria-live]")) log.replaceChildren();
}

/** Puts this markup in `<body>` in place of what was there, keeping the live announcer. */
export function setBody(html: string): void {
  clearBody();
  document.body.insertAdjacentHTML("beforeend", html);
}
