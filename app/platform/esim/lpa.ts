// The GSMA SGP.22 activation code ("LPA:1$<SM-DP+ address>$<matching id>", optionally "$<SM-DP+ OID>" and "$1"
// when a confirmation code is required): one grammar for the code staff type, the provider's, and the install
// card that splits it into the parts a phone asks for when it is typed by hand.

/** Not in the spec: longer than any real activation code. */
const ACTIVATION_CODE_MAX_LENGTH = 512;

const HOST_LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const LPA_PATTERN = new RegExp(
  `^LPA:1\\$(${HOST_LABEL}(?:\\.${HOST_LABEL})+(?::\\d{1,5})?)\\$([A-Z0-9][A-Z0-9._-]*)(?:\\$((?:\\d+(?:\\.\\d+)*)?)(\\$1)?)?$`,
  "i",
);

export function normalizeActivationCode(text: string): string | null {
  const code = text.trim().replace(/^lpa:/i, "LPA:");
  return code.length <= ACTIVATION_CODE_MAX_LENGTH && LPA_PATTERN.test(code) ? code : null;
}

export interface ParsedLpa {
  lpa: string;
  smdpAddress: string;
  matchingId: string;
  /** The code ends in "$1": the phone will ask for a confirmation code as well. */
  confirmationRequired: boolean;
}

/** Null for anything that is not an activation code. */
export function parseLpa(text: string): ParsedLpa | null {
  const lpa = normalizeActivationCode(text);
  const match = lpa ? LPA_PATTERN.exec(lpa) : null;
  if (!lpa || !match) return null;
  return {
    lpa,
    smdpAddress: match[1]!,
    matchingId: match[2]!,
    confirmationRequired: match[4] !== undefined,
  };
}
