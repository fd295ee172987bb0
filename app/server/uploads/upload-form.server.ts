import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { uploadMessages, uploadPurposes, type UploadPurposeName } from "../../domain/uploads";
import { UNREADABLE_FORM } from "../http/request-form.server";

export interface ReceivedFile {
  name: string;
  bytes: Buffer;
}

export type UploadForm =
  | { ok: true; form: FormData; files: Map<string, ReceivedFile> }
  | { ok: false; status: 413 | 400; field: string; message: string };

class FieldTooLarge extends Error {
  constructor(readonly field: string) {
    super(`upload in ${field} over its cap`);
  }
}

/**
 * Reads a form that may carry files, for the fields named with their purposes. The parser stops
 * reading a file as soon as it passes the largest cap of the form, and each field's own cap is
 * checked before its bytes are kept, so an oversized upload is refused without being stored or
 * held whole in memory. Fields not listed are dropped. Non-multipart bodies read as usual.
 */
export async function readUploadForm(request: Request, fileFields: Record<string, UploadPurposeName>): Promise<UploadForm> {
  const caps = Object.values(fileFields).map((purpose) => uploadPurposes[purpose].maxBytes);
  const files = new Map<string, ReceivedFile>();
  const firstField = Object.keys(fileFields)[0] ?? "file";
  try {
    const form = await parseFormData(
      request,
      { maxFileSize: Math.max(1, ...caps), maxFiles: Math.max(1, caps.length) },
      async (file: FileUpload) => {
        const purpose = fileFields[file.fieldName];
        if (!purpose) return null;
        // An empty file input (nothing chosen) still sends a part, with no name and no bytes.
        if (file.size === 0 && !file.name) return null;
        if (file.size > uploadPurposes[purpose].maxBytes) throw new FieldTooLarge(file.fieldName);
        files.set(file.fieldName, { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) });
        return null;
      },
    );
    return { ok: true, form, files };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    if (cause instanceof FieldTooLarge) {
      return { ok: false, status: 413, field: cause.field, message: uploadMessages.tooLarge(fileFields[cause.field]!) };
    }
    const overAllCaps = (e: unknown) => e instanceof MaxFileSizeExceededError || e instanceof MaxTotalSizeExceededError;
    if (overAllCaps(cause) || overAllCaps(error)) {
      const largest = Object.entries(fileFields).sort(([, a], [, b]) => uploadPurposes[b].maxBytes - uploadPurposes[a].maxBytes)[0]!;
      return { ok: false, status: 413, field: largest[0], message: uploadMessages.tooLarge(largest[1]) };
    }
    if (cause instanceof MaxFilesExceededError || error instanceof MaxFilesExceededError) {
      return { ok: false, status: 400, field: firstField, message: "Too many files in one form." };
    }
    // A body that is no well-formed form (another boundary than the header names, cut off part-way,
    // a part header too long, too many parts) is the client's fault: 400, never a 500.
    if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
      return { ok: false, status: 400, field: firstField, message: UNREADABLE_FORM };
    }
    throw error;
  }
}
