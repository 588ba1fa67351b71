/**
 * The first view's module script and its preloads at low fetch priority (docs/quality.md,
 * "Scripts at low priority"). Every page is painted from its prerendered HTML and stylesheet; the
 * modules are deferred and block nothing, yet Chromium fetches a module script and a modulepreload
 * at high priority, so they share the network with the stylesheet the paint waits for. At low
 * priority the paint comes first and the app is ready as soon (measured on a slow phone network).
 * A tag that already says its priority keeps it.
 */
export function modulesAtLowPriority(html: string): string {
  return html.replace(
    /<(script\s+type="module"|link\s+rel="modulepreload")(?![^>]*\bfetchpriority=)/g,
    '<$1 fetchpriority="low"',
  );
}
