import { api } from "../openapi-http";
import { answerData, done, invalid, notAnObject, notFound, ok, readBody } from "../respond";
import { FAQ_GROUPS, gameSeo, QUESTION_TYPES, SEO_PAGES_BY_LOCALE } from "../seed-content";
import { findGame } from "../seed-games";
import { isoAt, mutate, sandboxNow } from "../state";
import { EMAIL, Fields } from "../validate";

const LOCALES = ["en", "ar", "in"];

/** SPEC §3 contact form with the SPEC §5 contact messages. */
function readContact(body: Record<string, unknown>): Fields {
  const fields = new Fields(body);
  const questionId = body["question_id"];
  if (!QUESTION_TYPES.some((type) => type.id === questionId)) fields.fail("question_id", "Please select a question type.");
  const name = typeof body["name"] === "string" ? body["name"].trim() : "";
  if (name.length < 3) fields.fail("name", "Please enter the name least 3 characters");
  if (name.length > 100) fields.fail("name", "Name cannot exceed 100 characters");
  if (/\p{P}/u.test(name)) fields.fail("name", "Please do not enter punctuation marks");
  const email = typeof body["email"] === "string" ? body["email"].trim().toLowerCase() : "";
  if (email === "") fields.fail("email", "Please enter email");
  else if (!EMAIL.test(email)) fields.fail("email", "Please enter a valid email address");
  if (email.length > 255) fields.fail("email", "Email cannot exceed 255 characters");
  fields.text("phone_number", "Phone number is required", 30);
  const content = typeof body["content"] === "string" ? body["content"].trim() : "";
  if (content.length < 3) fields.fail("content", "Please enter the details least 3 characters");
  if (content.length > 1000) fields.fail("content", "Message cannot exceed 1000 characters");
  return fields;
}

function decodedPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export const commonHandlers = [
  api.get("/api/common/faq", ({ query }) => {
    const locale = query.get("locale");
    if (locale !== null && !LOCALES.includes(locale)) return invalid({ locale: ["The locale must be en, ar or in."] });
    return ok(FAQ_GROUPS.map((group) => ({ ...group, questions: [...group.questions] })));
  }),

  api.get("/api/common/question-types", ({ query }) => {
    const locale = query.get("locale");
    if (locale !== null && !LOCALES.includes(locale)) return invalid({ locale: ["The locale must be en, ar or in."] });
    return ok(QUESTION_TYPES.map((type) => ({ ...type })));
  }),

  api.post("/api/common/contact-us", async ({ request }) => {
    const body = await readBody(request);
    if (body === null) return notAnObject();
    const fields = readContact(body);
    if (!fields.valid) return invalid(fields.errors);
    mutate((state) => {
      state.contact_messages.push({
        question_id: Number(body["question_id"]),
        email: String(body["email"]).trim().toLowerCase(),
        received_at: isoAt(sandboxNow()),
      });
    });
    return done("Thank you, we will answer by email.", 201);
  }),

  /** SPEC §7: the path arrives URL-encoded in one segment; unknown paths answer 404 (SPEC §8 fallback). */
  // `locale` (en, ar, in; English when absent) names the page's language.
  api.get("/api/seo/{path}", ({ params, query }) => {
    const path = decodedPath(params.path);
    const asked = query.get("locale");
    if (asked !== null && !LOCALES.includes(asked)) return invalid({ locale: ["The locale must be en, ar or in."] });
    const locale = asked === "ar" || asked === "in" ? asked : "en";
    const page = SEO_PAGES_BY_LOCALE[locale][path];
    if (page !== undefined) return answerData({ title: page.title, description: page.description }, () => ok({ ...page }));
    const game = findGame(path.replace(/^\//, ""));
    if (game !== undefined) {
      const metadata = gameSeo(locale, game.name);
      return answerData(metadata, () => ok(metadata));
    }
    return notFound(`No metadata for ${path}.`);
  }),
];
