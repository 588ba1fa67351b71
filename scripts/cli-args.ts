/** The command-line options of the measuring scripts (`npm run perf:… -- DIR … --pages /,/faq`). */

/** The value after `--name`, or undefined when the option is not given. */
export function option(name: string, argv: readonly string[] = process.argv): string | undefined {
  const at = argv.indexOf(name);
  return at === -1 ? undefined : argv[at + 1];
}

/** The arguments that are neither an option nor the value of one of `valued` (the directories). */
export function positional(valued: readonly string[], argv: readonly string[] = process.argv): string[] {
  const values = new Set(valued.map((name) => option(name, argv)));
  return argv.slice(2).filter((arg) => !arg.startsWith("-") && !values.has(arg));
}
