import type { ReceivedMail } from "./smtp";

/** The whole message as a reader sees it: folded header lines unfolded, the body's quoted-printable decoded (UTF-8). */
export function readableMail(mail: ReceivedMail): string {
  const end = mail.raw.search(/\r?\n\r?\n/);
  const headers = mail.raw.slice(0, end).replace(/\r?\n[ \t]+/g, " ");
  return `${headers}\n\n${decodedBody(mail.raw.slice(end).replace(/=\r?\n/g, ""))}`;
}

function decodedBody(unfolded: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded[i] === "=" ? unfolded.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The address of a link in the mail, for a path ("/newsletter/confirm"). */
export function mailLink(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?token=[\\w.-]+`).exec(readableMail(mail));
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[0];
}

/** A header of the mail, unfolded. */
export function mailHeader(mail: ReceivedMail, name: string): string | null {
  const line = readableMail(mail)
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}
