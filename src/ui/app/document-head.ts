/**
 * SPEC §2 page metadata: the title and the description of the page, written into the document head
 * on every path change (index.html ships the site defaults for the first paint).
 */
export interface PageHead {
  readonly title: string;
  readonly description: string;
}

const describedBy = (doc: Document): HTMLMetaElement => {
  const existing = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing !== null) return existing;
  const meta = doc.createElement("meta");
  meta.name = "description";
  doc.head.append(meta);
  return meta;
};

export const writePageHead = (doc: Document, head: PageHead): void => {
  doc.title = head.title;
  describedBy(doc).content = head.description;
};
