/** A message as it arrived over SMTP, read back: its headers (unfolded, by lower-case name) and its parts. */
export interface ParsedMime {
  readonly headers: ReadonlyMap<string, string>;
  readonly parts: readonly { readonly contentType: string; readonly body: string }[];
}

function splitHead(text: string): { headers: Map<string, string>; body: string } {
  const end = text.indexOf('\n\n');
  const head = end < 0 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : text.slice(end + 2) };
}

/** Decodes a body by its Content-Transfer-Encoding: quoted-printable, base64, or 7bit/8bit as is (UTF-8). */
function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'quoted-printable') {
    const text = body.replace(/=\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i += 1) {
      const hex = text.slice(i + 1, i + 3);
      if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/**
 * Reads a raw message (RFC 5322 with MIME parts, CRLF or LF line ends): headers, and each part of a multipart
 * body (or the single body) decoded. Enough for what nodemailer writes; not a general MIME parser.
 */
export function parseMime(raw: string): ParsedMime {
  const { headers, body } = splitHead(raw.replace(/\r\n/g, '\n'));
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary)
    return { headers, parts: [{ contentType, body: decode(body, headers.get('content-transfer-encoding')) }] };
  const sections = body.split(`--${boundary}`).slice(1);
  const parts = sections
    .filter((s) => !s.startsWith('--'))
    .map((section) => {
      const part = splitHead(section.replace(/^\n/, ''));
      const text = part.body.endsWith('\n') ? part.body.slice(0, -1) : part.body;
      return {
        contentType: part.headers.get('content-type') ?? 'text/plain',
        body: decode(text, part.headers.get('content-transfer-encoding')),
      };
    });
  return { headers, parts };
}
