import type { FaqGroup } from "@/application/ports/content.port";

/** Lowercased without accents, so "réponse" matches "reponse" and case never matters. */
const fold = (text: string, locale: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase(locale);

/**
 * SPEC §2 /faq search: the questions whose question or answer contains every word typed; groups
 * left without questions are dropped. An empty search keeps everything.
 */
export const filterFaq = (groups: ReadonlyArray<FaqGroup>, query: string, locale: string): ReadonlyArray<FaqGroup> => {
  const words = fold(query, locale)
    .split(/\s+/)
    .filter((word) => word !== "");
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      questions: group.questions.filter((item) => {
        const haystack = fold(`${item.question} ${item.answer}`, locale);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((group) => group.questions.length > 0);
};

export const questionCount = (groups: ReadonlyArray<FaqGroup>): number =>
  groups.reduce((count, group) => count + group.questions.length, 0);
