import userEvent from "@testing-library/user-event";

/** Puts text into a field in one input event (typing key by key is slow in jsdom). */
export const typeInto = async (field: HTMLElement, text: string): Promise<void> => {
  await userEvent.click(field);
  await userEvent.paste(text);
};
