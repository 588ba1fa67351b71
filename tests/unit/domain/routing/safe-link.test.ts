import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { httpsUrlOnHosts, MAX_LINK_LENGTH, normalizeHost, sitePath } from "@/domain/routing/safe-link";

/**
 * Issue 13 point 5: the hostile-link corpus. Each input is checked the two ways the shop uses links
 * from outside its code: as a link that must stay on the site (a notification's link, the app
 * redirect's path) and as a certificate address on the configured https hosts. An expected value
 * starting with "/" or "https:" is the link as accepted (the parser's serialisation); anything else
 * is the refusal's reason. An escape is an accepted link that leads off the site, or to a host not
 * on the list: the corpus must have none (counted at the end).
 */
const SITE = "https://shop.lotto.example";
const OTHER_ORIGIN = "https://elsewhere.example";
const CERTIFICATE_HOSTS = ["certificates.lotto.example"];

type Row = readonly [input: string, asSitePath: string, asCertificate: string];

const HOSTILE: ReadonlyArray<Row> = [
  // other origins, absolute and protocol-relative
  ["https://evil.example/", "OtherOrigin", "HostNotAllowed"],
  ["http://evil.example/", "OtherOrigin", "NotHttps"],
  ["//evil.example", "OtherOrigin", "Unparsable"],
  ["//evil.example/wallet", "OtherOrigin", "Unparsable"],
  ["///evil.example", "OtherOrigin", "Unparsable"],
  ["////evil.example", "OtherOrigin", "Unparsable"],
  ["https:/evil.example", "/evil.example", "HostNotAllowed"],
  ["https:evil.example", "/evil.example", "HostNotAllowed"],
  ["http:evil.example", "OtherOrigin", "NotHttps"],
  ["http:/evil.example", "OtherOrigin", "NotHttps"],
  ["http://shop.lotto.example/wallet", "OtherOrigin", "NotHttps"],
  ["HTTPS://EVIL.EXAMPLE/", "OtherOrigin", "HostNotAllowed"],
  ["hTtPs://evil.example", "OtherOrigin", "HostNotAllowed"],
  ["ftp://evil.example/", "OtherOrigin", "NotHttps"],
  ["wss://shop.lotto.example/", "OtherOrigin", "NotHttps"],
  ["https://shop.lotto.example:8443/wallet", "OtherOrigin", "HostNotAllowed"],
  ["https://shop.lotto.example:443/wallet", "/wallet", "HostNotAllowed"],
  ["https://shop.lotto.example./wallet", "OtherOrigin", "HostNotAllowed"],
  ["https://SHOP.Lotto.Example/wallet", "/wallet", "HostNotAllowed"],
  ["https://shop.lotto.example.evil.example/", "OtherOrigin", "HostNotAllowed"],
  ["https://evil.example/shop.lotto.example", "OtherOrigin", "HostNotAllowed"],
  ["https://evil.example?https://shop.lotto.example", "OtherOrigin", "HostNotAllowed"],
  ["https://evil.example#https://shop.lotto.example", "OtherOrigin", "HostNotAllowed"],
  // userinfo
  ["https://shop.lotto.example@evil.example/", "OtherOrigin", "Credentials"],
  ["https://user:pass@shop.lotto.example/wallet", "Credentials", "Credentials"],
  ["https://shop.lotto.example:x@evil.example", "OtherOrigin", "Credentials"],
  ["//shop.lotto.example@evil.example", "OtherOrigin", "Unparsable"],
  ["https://evil.example%40shop.lotto.example/", "Unparsable", "Unparsable"],
  ["https://shop.lotto.example%2F@evil.example/", "OtherOrigin", "Credentials"],
  // scripts and data
  ["javascript:alert(1)", "OtherOrigin", "NotHttps"],
  ["JAVASCRIPT:alert(1)", "OtherOrigin", "NotHttps"],
  ["JaVaScRiPt:alert(document.cookie)", "OtherOrigin", "NotHttps"],
  ["javascript://shop.lotto.example/%0aalert(1)", "OtherOrigin", "NotHttps"],
  ["java%0ascript:alert(1)", "AmbiguousPath", "Unparsable"],
  ["&#106;avascript:alert(1)", "/&#106;avascript:alert(1)", "Unparsable"],
  ["data:text/html,<script>alert(1)</script>", "OtherOrigin", "NotHttps"],
  ["DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "OtherOrigin", "NotHttps"],
  ["vbscript:msgbox(1)", "OtherOrigin", "NotHttps"],
  ["VBScript:msgbox(1)", "OtherOrigin", "NotHttps"],
  ["blob:https://shop.lotto.example/0d3f", "OtherOrigin", "NotHttps"],
  ["file:///etc/passwd", "OtherOrigin", "NotHttps"],
  ["about:blank", "OtherOrigin", "NotHttps"],
  ["mailto:a@evil.example", "OtherOrigin", "NotHttps"],
  ["tel:+971500000000", "OtherOrigin", "NotHttps"],
  ["intent://evil.example#Intent;end", "OtherOrigin", "NotHttps"],
  // backslashes
  ["/\\evil.example", "Backslash", "Backslash"],
  ["\\\\evil.example", "Backslash", "Backslash"],
  ["\\/evil.example", "Backslash", "Backslash"],
  ["/\\/evil.example", "Backslash", "Backslash"],
  ["https:\\\\evil.example", "Backslash", "Backslash"],
  ["/wallet\\..\\..\\evil.example", "Backslash", "Backslash"],
  // whitespace and controls
  ["/\tevil.example", "HiddenCharacter", "HiddenCharacter"],
  ["/\t/evil.example", "HiddenCharacter", "HiddenCharacter"],
  ["/\n/evil.example", "HiddenCharacter", "HiddenCharacter"],
  ["/\r/evil.example", "HiddenCharacter", "HiddenCharacter"],
  ["\t//evil.example", "HiddenCharacter", "HiddenCharacter"],
  [" /wallet", "HiddenCharacter", "HiddenCharacter"],
  ["/wallet ", "HiddenCharacter", "HiddenCharacter"],
  [" //evil.example", "HiddenCharacter", "HiddenCharacter"],
  ["/wallet\u0000", "HiddenCharacter", "HiddenCharacter"],
  ["\u0000//evil.example", "HiddenCharacter", "HiddenCharacter"],
  ["/\u001f/evil.example", "HiddenCharacter", "HiddenCharacter"],
  ["/\u007f", "HiddenCharacter", "HiddenCharacter"],
  ["\u0085/wallet", "HiddenCharacter", "HiddenCharacter"],
  ["/\u00a0/evil.example", "HiddenCharacter", "HiddenCharacter"],
  ["java\tscript:alert(1)", "HiddenCharacter", "HiddenCharacter"],
  ["javascript\n:alert(1)", "HiddenCharacter", "HiddenCharacter"],
  ["/wallet\u200b", "HiddenCharacter", "HiddenCharacter"],
  ["\u202e/wallet", "HiddenCharacter", "HiddenCharacter"],
  ["\ufeff//evil.example", "HiddenCharacter", "HiddenCharacter"],
  ["/\u2028/evil.example", "HiddenCharacter", "HiddenCharacter"],
  ["/\u3000/evil.example", "HiddenCharacter", "HiddenCharacter"],
  ["/\ud800", "HiddenCharacter", "HiddenCharacter"],
  // percent-encodings
  ["/%2F%2Fevil.example", "AmbiguousPath", "Unparsable"],
  ["/%2f%2fevil.example", "AmbiguousPath", "Unparsable"],
  ["%2F%2Fevil.example", "AmbiguousPath", "Unparsable"],
  ["/%252F%252Fevil.example", "AmbiguousPath", "Unparsable"],
  ["/%25252F%25252Fevil.example", "AmbiguousPath", "Unparsable"],
  ["/%5Cevil.example", "AmbiguousPath", "Unparsable"],
  ["/%5cevil.example", "AmbiguousPath", "Unparsable"],
  ["/%255Cevil.example", "AmbiguousPath", "Unparsable"],
  ["/%09/evil.example", "AmbiguousPath", "Unparsable"],
  ["/%0d%0a//evil.example", "AmbiguousPath", "Unparsable"],
  ["/%00", "AmbiguousPath", "Unparsable"],
  ["/%zz", "Unparsable", "Unparsable"],
  ["/%", "Unparsable", "Unparsable"],
  ["/%E0%A4%A", "Unparsable", "Unparsable"],
  ["%68ttps://evil.example", "/%68ttps://evil.example", "Unparsable"],
  ["https%3A%2F%2Fevil.example", "/https%3A%2F%2Fevil.example", "Unparsable"],
  // dot segments
  ["/..//evil.example", "AmbiguousPath", "Unparsable"],
  ["/../../evil.example", "/evil.example", "Unparsable"],
  ["/./", "/", "Unparsable"],
  ["/wallet/../..//evil.example", "AmbiguousPath", "Unparsable"],
  ["/%2e%2e//evil.example", "AmbiguousPath", "Unparsable"],
  ["/%2E%2E/%2E%2E//evil.example", "AmbiguousPath", "Unparsable"],
  ["/%252e%252e/%252e%252e/evil.example", "AmbiguousPath", "Unparsable"],
  ["/.%2e/evil.example", "/evil.example", "Unparsable"],
  ["..//evil.example", "AmbiguousPath", "Unparsable"],
  // lookalikes and unicode dots
  ["https://shop.lotto.example\u3002evil.example/", "OtherOrigin", "HostNotAllowed"],
  ["https://evil\u3002example/", "OtherOrigin", "HostNotAllowed"],
  ["https://shop\uff0elotto\uff0eexample/wallet", "/wallet", "HostNotAllowed"],
  ["https://xn--shp-lotto-u9a.example/", "OtherOrigin", "HostNotAllowed"],
  ["https://sh\u043ep.lotto.example/", "OtherOrigin", "HostNotAllowed"],
  ["https://\uff45\uff56\uff49\uff4c.example/", "OtherOrigin", "HostNotAllowed"],
  ["https://shop.lotto.example\u2024evil.example/", "Unparsable", "Unparsable"],
  // IPv4 forms
  ["http://2130706433/", "OtherOrigin", "NotHttps"],
  ["https://0x7f000001/", "OtherOrigin", "HostNotAllowed"],
  ["https://0177.0.0.1/", "OtherOrigin", "HostNotAllowed"],
  ["https://127.1/", "OtherOrigin", "HostNotAllowed"],
  ["https://0x7f.0.0.1/", "OtherOrigin", "HostNotAllowed"],
  ["https://[::1]/", "OtherOrigin", "HostNotAllowed"],
  ["https://[::ffff:7f00:1]/", "OtherOrigin", "HostNotAllowed"],
  // query and fragment tricks
  ["/wallet?returnUrl=//evil.example", "/wallet?returnUrl=//evil.example", "Unparsable"],
  ["/#//evil.example", "/#//evil.example", "Unparsable"],
  ["/?//evil.example", "/?//evil.example", "Unparsable"],
  ["?next=https://evil.example", "/?next=https://evil.example", "Unparsable"],
  ["#https://evil.example", "/#https://evil.example", "Unparsable"],
  ["/wallet#@evil.example", "/wallet#@evil.example", "Unparsable"],
  // empty and very long
  ["", "Empty", "Empty"],
  // encoded more times than anyone needs (refused rather than decoded on and on)
  ["/a%2525252541", "AmbiguousPath", "Unparsable"],
  ["/a%25252541", "/a%25252541", "Unparsable"],
  // very long
  ["/" + "a".repeat(MAX_LINK_LENGTH), "TooLong", "TooLong"],
  ["/" + "%2F".repeat(800), "TooLong", "TooLong"],
  [
    `${SITE}/${"a".repeat(MAX_LINK_LENGTH - SITE.length - 1)}`,
    `/${"a".repeat(MAX_LINK_LENGTH - SITE.length - 1)}`,
    "HostNotAllowed",
  ],
];

/** Around the configured certificate host: lookalikes, downgrades, other ports, userinfo. */
const CERTIFICATE_CORPUS: ReadonlyArray<readonly [input: string, expected: string]> = [
  ["https://certificates.lotto.example/CERT-1.pdf", "https://certificates.lotto.example/CERT-1.pdf"],
  ["https://CERTIFICATES.Lotto.Example/CERT-1.pdf", "https://certificates.lotto.example/CERT-1.pdf"],
  ["https://certificates.lotto.example:443/CERT-1.pdf", "https://certificates.lotto.example/CERT-1.pdf"],
  ["https://certificates\u3002lotto\u3002example/CERT-1.pdf", "https://certificates.lotto.example/CERT-1.pdf"],
  ["http://certificates.lotto.example/CERT-1.pdf", "NotHttps"],
  ["HTTP://certificates.lotto.example/CERT-1.pdf", "NotHttps"],
  ["//certificates.lotto.example/CERT-1.pdf", "Unparsable"],
  ["/CERT-1.pdf", "Unparsable"],
  ["CERT-1.pdf", "Unparsable"],
  ["https://certificates.lotto.example:8443/CERT-1.pdf", "HostNotAllowed"],
  ["https://certificates.lotto.example./CERT-1.pdf", "HostNotAllowed"],
  ["https://certificates.lotto.example.evil.example/CERT-1.pdf", "HostNotAllowed"],
  ["https://evil.example/certificates.lotto.example/CERT-1.pdf", "HostNotAllowed"],
  ["https://certificates.lotto.example@evil.example/CERT-1.pdf", "Credentials"],
  ["https://user@certificates.lotto.example/CERT-1.pdf", "Credentials"],
  ["https://evil.example\\@certificates.lotto.example/", "Backslash"],
  ["https://evil.example#@certificates.lotto.example/", "HostNotAllowed"],
  ["https://evil.example?@certificates.lotto.example/", "HostNotAllowed"],
  ["https://xn--crtificates-xyz.lotto.example/", "Unparsable"],
  ["https://certific\u0430tes.lotto.example/CERT-1.pdf", "HostNotAllowed"],
  ["https://lotto.example/CERT-1.pdf", "HostNotAllowed"],
  ["https://sub.certificates.lotto.example/CERT-1.pdf", "HostNotAllowed"],
  ["javascript:alert(1)//https://certificates.lotto.example/", "NotHttps"],
  ["data:application/pdf;base64,JVBERi0=", "NotHttps"],
  ["blob:https://certificates.lotto.example/0d3f", "NotHttps"],
  ["ftp://certificates.lotto.example/CERT-1.pdf", "NotHttps"],
  [" https://certificates.lotto.example/CERT-1.pdf", "HiddenCharacter"],
  ["https://certificates.lotto.example/CERT-1.pdf\n", "HiddenCharacter"],
  ["https://certificates.lotto.example/CE\tRT-1.pdf", "HiddenCharacter"],
  ["https://certificates.lotto.example%2F@evil.example/", "Credentials"],
  ["https:certificates.lotto.example/CERT-1.pdf", "https://certificates.lotto.example/CERT-1.pdf"],
  ["https:/certificates.lotto.example/CERT-1.pdf", "https://certificates.lotto.example/CERT-1.pdf"],
  ["https:///certificates.lotto.example/CERT-1.pdf", "https://certificates.lotto.example/CERT-1.pdf"],
  ["https://certificates.lotto.example/../../evil.example", "https://certificates.lotto.example/evil.example"],
  ["https://certificates.lotto.example//evil.example/x.pdf", "https://certificates.lotto.example//evil.example/x.pdf"],
  ["https://0x7f000001/CERT-1.pdf", "HostNotAllowed"],
];

const outcome = (answer: Result.Result<string, { readonly reason: string }>): string =>
  Result.isSuccess(answer) ? answer.success : answer.failure.reason;

/** An accepted site path is relative, single-slashed, and resolves on the site whatever the base. */
const escapesSite = (answer: Result.Result<string, unknown>): boolean => {
  if (Result.isFailure(answer)) return false;
  const path = answer.success;
  return (
    !path.startsWith("/") ||
    path.startsWith("//") ||
    path.includes("\\") ||
    new URL(path, SITE).origin !== SITE ||
    new URL(path, OTHER_ORIGIN).origin !== OTHER_ORIGIN
  );
};

/** An accepted certificate address is https, names nobody, and is on a listed host. */
const escapesHosts = (answer: Result.Result<string, unknown>, hosts: ReadonlyArray<string>): boolean => {
  if (Result.isFailure(answer)) return false;
  const url = new URL(answer.success);
  return url.protocol !== "https:" || url.username !== "" || url.password !== "" || !hosts.includes(url.host);
};

describe("the hostile-link corpus as site paths (notification links, app redirect)", () => {
  it.each(HOSTILE)("%j → %s", (input, asSitePath) => {
    expect(outcome(sitePath(input, SITE))).toBe(asSitePath);
  });
});

describe("the hostile-link corpus as certificate addresses (https on the configured hosts)", () => {
  it.each(HOSTILE)("%j → %s", (input, _asSitePath, asCertificate) => {
    expect(outcome(httpsUrlOnHosts(input, CERTIFICATE_HOSTS))).toBe(asCertificate);
  });

  it.each(CERTIFICATE_CORPUS)("%j → %s", (input, expected) => {
    expect(outcome(httpsUrlOnHosts(input, CERTIFICATE_HOSTS))).toBe(expected);
  });
});

describe("the corpus's size and escapes", () => {
  const inputs = [...HOSTILE.map(([input]) => input), ...CERTIFICATE_CORPUS.map(([input]) => input)];

  it("has at least 90 hostile inputs for each use, and 0 escapes", () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(90);
    expect(HOSTILE.length + CERTIFICATE_CORPUS.length).toBeGreaterThanOrEqual(150);
    const siteEscapes = inputs.filter((input) => escapesSite(sitePath(input, SITE)));
    const hostEscapes = inputs.filter((input) => escapesHosts(httpsUrlOnHosts(input, CERTIFICATE_HOSTS), CERTIFICATE_HOSTS));
    expect(siteEscapes).toEqual([]);
    expect(hostEscapes).toEqual([]);
  });

  it("the escape probes catch a link that leaves (they can fail)", () => {
    expect(escapesSite(Result.succeed("//evil.example"))).toBe(true);
    expect(escapesSite(Result.succeed("https://evil.example/"))).toBe(true);
    expect(escapesSite(Result.succeed("/wallet"))).toBe(false);
    expect(escapesHosts(Result.succeed("http://certificates.lotto.example/c.pdf"), CERTIFICATE_HOSTS)).toBe(true);
    expect(escapesHosts(Result.succeed("https://evil.example/c.pdf"), CERTIFICATE_HOSTS)).toBe(true);
  });
});

describe("site paths (properties)", () => {
  /** Pieces that hostile links are made of, joined in any order. */
  const piece = fc.constantFrom(
    "/",
    "//",
    "\\",
    "%2F",
    "%2f",
    "%5C",
    "%25",
    "%252F",
    "%2e",
    ".",
    "..",
    "@",
    ":",
    "?",
    "#",
    "&",
    "=",
    "https:",
    "http:",
    "javascript:",
    "data:",
    "evil.example",
    "shop.lotto.example",
    ":443",
    ":8443",
    "\t",
    "\n",
    "\r",
    " ",
    "\u0000",
    "\u00a0",
    "\u200b",
    "\u3002",
    "\uff0e",
    "\u202e",
    "wallet",
    "xn--",
    "0x7f.1",
    "2130706433",
  );
  const hostile = fc.oneof(
    fc.array(piece, { maxLength: 10 }).map((parts) => parts.join("")),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.webUrl(),
  );

  it("whatever is accepted resolves to a path on the site, relative, and is accepted again unchanged", () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const answer = sitePath(input, SITE);
        expect(escapesSite(answer)).toBe(false);
        if (Result.isSuccess(answer)) expect(outcome(sitePath(answer.success, SITE))).toBe(answer.success);
      }),
      { numRuns: 3000 },
    );
  });

  it("an ordinary path of the shop is accepted as it is", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const query = fc.option(
      fc.tuple(segment, segment).map(([key, value]) => `?${key}=${value}`),
      { nil: "" },
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), query, (segments, search) => {
        const path = `/${segments.join("/")}${search}`;
        expect(outcome(sitePath(path, SITE))).toBe(path);
        expect(outcome(sitePath(`${SITE}${path}`, SITE))).toBe(path);
      }),
    );
  });

  it("a site origin that does not parse accepts nothing", () => {
    expect(outcome(sitePath("/wallet", "not a url"))).toBe("Unparsable");
  });
});

describe("certificate addresses (properties)", () => {
  it("whatever is accepted is https on a listed host, and is accepted again unchanged", () => {
    const around = fc.constantFrom(
      "https://",
      "http://",
      "//",
      "https:",
      "certificates.lotto.example",
      "evil.example",
      "@",
      ":443",
      ":8443",
      ".",
      "/",
      "\\",
      "%2F",
      "#",
      "?",
      "\u3002",
      "\t",
      "CERTIFICATES.LOTTO.EXAMPLE",
    );
    const input = fc.oneof(
      fc.array(around, { maxLength: 8 }).map((parts) => parts.join("")),
      fc.webUrl(),
      fc.string({ unit: "binary", maxLength: 40 }),
    );
    fc.assert(
      fc.property(input, (candidate) => {
        const answer = httpsUrlOnHosts(candidate, CERTIFICATE_HOSTS);
        expect(escapesHosts(answer, CERTIFICATE_HOSTS)).toBe(false);
        if (Result.isSuccess(answer)) expect(outcome(httpsUrlOnHosts(answer.success, CERTIFICATE_HOSTS))).toBe(answer.success);
      }),
      { numRuns: 3000 },
    );
  });

  it("an empty host list accepts nothing", () => {
    expect(outcome(httpsUrlOnHosts("https://certificates.lotto.example/c.pdf", []))).toBe("HostNotAllowed");
  });
});

describe("configured host names", () => {
  it.each([
    ["certificates.lotto.example", "certificates.lotto.example"],
    ["Certificates.Lotto.EXAMPLE", "certificates.lotto.example"],
    ["certificates.lotto.example:443", "certificates.lotto.example"],
    ["certificates.lotto.example:8443", "certificates.lotto.example:8443"],
    ["\u0634\u0647\u0627\u062f\u0627\u062a.example", "xn--mgbajsx8i.example"],
    ["127.0.0.1", "127.0.0.1"],
    ["", undefined],
    [" certificates.lotto.example", undefined],
    ["https://certificates.lotto.example", undefined],
    ["certificates.lotto.example/path", undefined],
    ["user@certificates.lotto.example", undefined],
    ["certificates.lotto.example?x", undefined],
    ["certificates.lotto.example#x", undefined],
    ["evil\\certificates.lotto.example", undefined],
    ["exa mple.com", undefined],
    ["bad%host", undefined],
  ])("%j → %s", (text, host) => {
    expect(normalizeHost(text)).toBe(host);
  });
});
