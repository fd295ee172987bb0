import { stringify } from "csv-stringify/sync";
import { withShownMessage } from "../../domain/contact";
import { callbackName } from "../../domain/course-enquiry";
import { formatCount } from "../../domain/counts";
import { messages } from "../../domain/messages";
import { neutraliseFormula } from "../../domain/inbox-filter";
import type { Contact } from "../db/schema.server";

const HEADER = [
  "Received (UTC)",
  "First name",
  "Last name",
  "E-mail",
  "Phone",
  "Message",
  "Read",
  // a course page's enquiry (decision 0044): empty for a message from /contact
  "Course",
  "Preferred batch",
  "Callback time",
  "Sent from",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "Referrer host",
];
const ROWS_PER_CHUNK = 200;

/**
 * The message bounded as the screens show it (decision 0026): a spreadsheet lays out a cell as a
 * browser does (and Excel refuses a cell past 32,767 characters). The JSON personal-data export
 * keeps the whole stored text.
 */
function csvMessage(message: string): string {
  const shown = withShownMessage({ message });
  return shown.messageOmitted > 0 ? `${shown.message} ${messages.messageCut.csv(formatCount(shown.messageLength))}` : shown.message;
}

function csvRow(contact: Contact): string[] {
  const cells = [
    contact.createdAt,
    contact.firstName,
    contact.lastName,
    contact.email,
    contact.phone,
    csvMessage(contact.message),
    contact.readAt ? "yes" : "no",
    contact.courseName ?? "",
    contact.preferredBatch ?? "",
    callbackName(contact.callbackTime) ?? "",
    contact.sourcePage ?? "",
    contact.utmSource ?? "",
    contact.utmMedium ?? "",
    contact.utmCampaign ?? "",
    contact.referrerHost ?? "",
  ];
  return cells.map(neutraliseFormula);
}

/**
 * A CSV body that pulls rows as the client reads (the database is read a batch at a time, and
 * never faster than the download goes), with a byte-order mark so spreadsheet apps read UTF-8.
 */
export function csvStream(rows: AsyncGenerator<Contact>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let prefix = "\uFEFF";
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, chunk: string[][]) => {
    controller.enqueue(encoder.encode(prefix + stringify(chunk)));
    prefix = "";
  };
  let chunk: string[][] = [HEADER];
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (chunk.length < ROWS_PER_CHUNK) {
        const next = await rows.next();
        if (next.done) {
          if (chunk.length) send(controller, chunk);
          controller.close();
          return;
        }
        chunk.push(csvRow(next.value));
      }
      send(controller, chunk);
      chunk = [];
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}

/** A CSV download of the rows, streamed; never stored by a browser cache or a proxy. */
export function csvResponse(rows: AsyncGenerator<Contact>, name: string): Response {
  return new Response(csvStream(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
