import type { Resolved } from "@/application/di-token";

/** What the use case behind a container token takes: a mutation's variables are exactly that. */
export type InputOf<K> = Resolved<K> extends { execute(input: infer I): unknown } ? I : never;
