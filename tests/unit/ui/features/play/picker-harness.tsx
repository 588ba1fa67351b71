import { useState } from "react";
import { DEFAULT_TICKET_RULES, type TicketRules } from "@/domain/ticket/ticket-rules";
import { PlayAnnouncer } from "@/ui/features/play/play-announcer";
import { NumberPicker } from "@/ui/features/play/picker/number-picker";

/** A picker holding its own numbers, the way an entry card holds them (no domain list needed). */
export function PickerHarness({
  rules = DEFAULT_TICKET_RULES,
  initial = [[], []],
}: {
  readonly rules?: TicketRules;
  readonly initial?: ReadonlyArray<ReadonlyArray<number>>;
}) {
  const [numbers, setNumbers] = useState(initial);
  const toggle = (poolIndex: number, value: number) =>
    setNumbers((current) =>
      current.map((pool, index) =>
        index !== poolIndex ? pool : pool.includes(value) ? pool.filter((n) => n !== value) : [...pool, value],
      ),
    );
  return (
    <PlayAnnouncer>
      <button type="button">before</button>
      <NumberPicker numbers={numbers} rules={rules} onToggle={toggle} />
      <button type="button">after</button>
    </PlayAnnouncer>
  );
}
