import "./content.css";
import { useId, useMemo, useState } from "react";
import type { FaqGroup } from "@/application/ports/content.port";
import { Disclosure, DisclosureGroup } from "@/ui/components/disclosure";
import { Link } from "@/ui/components/link";
import { TextField } from "@/ui/components/text-field";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { intlLocale } from "@/ui/i18n/locale";
import { filterFaq, questionCount } from "./faq-filter";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * SPEC §2 /faq: questions grouped under headings, each answer in a disclosure; the search narrows
 * the list once typing pauses for 300 ms (SPEC §5 debounce) and says how many questions match.
 */
export function FaqView({ groups }: { readonly groups: ReadonlyArray<FaqGroup> }) {
  const { LL, locale } = useI18nContext();
  const params = useLocaleParams();
  const headingPrefix = useId();
  const [typed, setTyped] = useState("");
  const query = useDebouncedValue(typed.trim());
  const shown = useMemo(() => filterFaq(groups, query, intlLocale(locale)), [groups, query, locale]);
  const count = questionCount(shown);
  return (
    <div className="content-stack">
      <div role="search">
        <TextField
          label={LL.content.faq.search()}
          description={LL.content.faq.searchHint()}
          type="search"
          value={typed}
          onChange={setTyped}
        />
      </div>
      <p role="status" className="content-status">
        {query === "" ? "" : count === 0 ? LL.content.faq.noResults({ query }) : LL.content.faq.results({ count, query })}
      </p>
      {count === 0 && query !== "" ? (
        <p>
          <Link to="/{-$locale}/contact-us" params={params}>
            {LL.content.faq.contactLink()}
          </Link>
        </p>
      ) : null}
      {shown.map((group) => (
        <section key={group.id} aria-labelledby={`${headingPrefix}-${group.id}`} className="content-stack">
          {/* The questions are the API's words: each title, question and answer reads in its own
              direction (an English question in an Arabic page ends with its own "?"). */}
          <h2 id={`${headingPrefix}-${group.id}`} className="content-heading" dir="auto">
            {group.title}
          </h2>
          <DisclosureGroup>
            {group.questions.map((item) => (
              <Disclosure key={item.id} id={String(item.id)} title={<span dir="auto">{item.question}</span>} level={3}>
                <p dir="auto">{item.answer}</p>
              </Disclosure>
            ))}
          </DisclosureGroup>
        </section>
      ))}
    </div>
  );
}
