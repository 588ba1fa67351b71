import { mutationOptions } from "@tanstack/react-query";
import { CONTENT_TOKENS } from "@/application/content/content.tokens";
import type { Injector } from "@/application/di-token";
import { mutationKeys } from "./query-keys";
import type { InputOf } from "./use-case-input";

/** SPEC §2 /contact-us: the SPEC §3 contact form sent; nothing cached changes. */
export const sendContactMessageMutation = (injector: Injector) =>
  mutationOptions({
    mutationKey: mutationKeys.content.sendContactMessage,
    mutationFn: (input: InputOf<typeof CONTENT_TOKENS.sendContactMessage>) =>
      injector.get(CONTENT_TOKENS.sendContactMessage).execute(input),
  });
